/** On paper only: the page's address, so that a printed machine or article leads back to the site. */
export function PrintedAddress({ url }: { url: string }) {
  return <p className="mt-10 hidden text-sm text-steel-700 print:block">{url}</p>;
}
