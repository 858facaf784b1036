import type { ReactNode } from 'react';

/**
 * A password's label and field. `autoComplete` tells the browser which password it is: the one it may fill in
 * (`current-password`) or one it may offer to make up and keep (`new-password`). What goes under the field (a hint,
 * the strength meter) comes as children, named by `describedBy`.
 */
export function PasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const { id, label, value, onChange, autoComplete, describedBy, autoFocus, children } = props;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2"
      />
      {children}
    </div>
  );
}
