// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
import { Path, Svg } from '@react-pdf/renderer';
import QRCode from 'qrcode';

/**
 * A QR code drawn as vector squares, sharp at any print size (a PNG would be smoothed by the viewer), with the
 * quiet zone of one module on each side that a scanner needs against the page's white.
 */
export function QrCode({ text, size, color }: { text: string; size: number; color: string }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) squares.push(`M${column + 1} ${row + 1}h1v1h-1z`);
    }
  }
  const side = modules.size + 2;
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${side} ${side}`}>
      <Path d={squares.join('')} fill={color} />
    </Svg>
  );
}
