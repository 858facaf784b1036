/** The services of a service page: a numbered card per service, title and one sentence. */
export function ServiceList({ services }: { services: { key: string; title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service, index) => (
        <li key={service.key} className="flex gap-4 rounded-sm border border-steel-100 bg-white p-5">
          <span aria-hidden="true" className="font-semibold text-signal tabular-nums">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className="font-semibold">{service.title}</h3>
            <p className="mt-1 text-sm text-steel-700">{service.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
