/**
 * The field for a code of the authenticator app, with its label. Where a recovery code serves instead
 * (`recoveryCode`: signing in, proving it again), it takes those letters too, so the keyboard stays a full one;
 * otherwise a phone shows digits.
 */
export function OneTimeCodeField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  recoveryCode?: boolean;
  autoFocus?: boolean;
}) {
  const { id, label, value, onChange, recoveryCode = false, autoFocus } = props;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        autoComplete="one-time-code"
        spellCheck={false}
        {...(recoveryCode ? { autoCapitalize: 'characters' } : { inputMode: 'numeric', maxLength: 7 })}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 font-mono ${
          recoveryCode ? 'tracking-wider' : 'max-w-40 tracking-widest'
        }`}
      />
    </div>
  );
}
