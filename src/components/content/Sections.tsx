import { Illustration } from './Illustration';
import { ServiceList } from './ServiceList';

/** The description of a service page: its title and text beside a drawn illustration. */
export function DescriptionSection(props: {
  title: string;
  illustration: { name: string; alt: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="description-title" className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-2">
      <div>
        <h2 id="description-title" className="text-2xl font-semibold tracking-tight">
          {props.title}
        </h2>
        {props.children}
      </div>
      <Illustration
        name={props.illustration.name}
        alt={props.illustration.alt}
        sizes="(min-width: 1024px) 536px, 100vw"
      />
    </section>
  );
}

/** The services of a service page under their title. */
export function ServicesSection({
  title,
  services,
}: {
  title: string;
  services: { key: string; title: string; text: string }[];
}) {
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-6 pb-16">
      <h2 id="services-title" className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-8">
        <ServiceList services={services} />
      </div>
    </section>
  );
}

/** A short list marked with the accent colour: highlights and fields of work. */
export function MarkedList({ items, className = '' }: { items: { key: string; text: string }[]; className?: string }) {
  return (
    <ul className="mt-6 space-y-2">
      {items.map((item) => (
        <li key={item.key} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 bg-signal" />
          <span className={className}>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
