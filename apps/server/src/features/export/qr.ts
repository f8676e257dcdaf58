// The QR code of a document's verification URL: a PNG for DOCX, drawn as vector squares in PDFs
// (crisp at any zoom, and no image to encode and decode for every document).
import QRCode from 'qrcode';

export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 4 });
}

/** Dark modules as horizontal runs: [row, firstColumn, length]; `size` modules a side. */
export function qrRuns(url: string): { size: number; runs: [number, number, number][] } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}
