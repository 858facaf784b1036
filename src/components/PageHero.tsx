/** The banner at the top of a public page: its one h1 and a line of introduction. */
export function PageHero({ title, intro, children }: { title: string; intro: string; children?: React.ReactNode }) {
  return (
    <section className="bg-anthracite text-white">
      <div className="mx-auto max-w-6xl px-6 py-12 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-steel-300">{intro}</p>
        {children}
      </div>
    </section>
  );
}
