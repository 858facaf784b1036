/**
 * The clients shown on the home page (14 logos). The demo names are fictional; the marks are drawn by
 * src/components/home/ClientLogos.tsx from the shape and the initials.
 */
export const clients = [
  { name: 'Rochat Construction', shape: 'square' },
  { name: 'AgriBroye', shape: 'circle' },
  { name: 'Chevalley Transports', shape: 'triangle' },
  { name: 'Levage Léman', shape: 'hexagon' },
  { name: 'Métal Venoge', shape: 'diamond' },
  { name: 'Forages du Jorat', shape: 'circle' },
  { name: 'Scierie Mottaz', shape: 'triangle' },
  { name: 'Gravières Réunies', shape: 'square' },
  { name: 'Voirie Gros-de-Vaud', shape: 'hexagon' },
  { name: 'Presses Favre', shape: 'diamond' },
  { name: 'Laiterie du Mont', shape: 'circle' },
  { name: 'Bennes Dutoit', shape: 'square' },
  { name: 'TerraMéca', shape: 'triangle' },
  { name: 'Hydro Orbe', shape: 'hexagon' },
] as const satisfies readonly { name: string; shape: 'square' | 'circle' | 'triangle' | 'hexagon' | 'diamond' }[];
