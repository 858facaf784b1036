import { getImageProps } from 'next/image';

/**
 * One of the product's drawn illustrations (public/illustrations, 4:3 SVG). Vector drawings need no resizing:
 * one small file is sharp at every width, so the browser gets it as is.
 */
export function Illustration({
  name,
  alt,
  sizes,
  className = '',
}: {
  name: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const { props: image } = getImageProps({
    src: `/illustrations/${name}.svg`,
    alt,
    width: 1200,
    height: 900,
    sizes,
    unoptimized: true,
    className: `h-auto w-full rounded-sm border border-steel-100 ${className}`,
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return <img {...image} alt={alt} />;
}
