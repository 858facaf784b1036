/** Formatting, checked by `npm run lint`; the Tailwind plugin sorts class lists the way Tailwind orders them. */
const config = {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/app/admin.css',
  tailwindFunctions: ['clsx'],
};

export default config;
