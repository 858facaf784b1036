/**
 * The look of every button of the site and the back office, also for a link or a label that acts as one:
 * `primary` (safety orange) for the main call to action, `dark` for a save beside it, `danger` for deletes,
 * `outline` and `outlineDark` for the quieter ones.
 */
const variants = {
  primary: 'bg-signal text-white hover:bg-anthracite',
  dark: 'bg-anthracite text-white hover:bg-signal',
  danger: 'border border-signal text-signal hover:bg-signal hover:text-white',
  outline: 'border border-steel-300 hover:bg-steel-100',
  outlineDark: 'border border-anthracite hover:bg-anthracite hover:text-white',
} as const;

const sizes = { sm: 'px-3 py-1.5', md: 'px-4 py-2', lg: 'px-6 py-3' } as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  const base =
    'inline-flex items-center justify-center rounded-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
