/** Points in a millimetre: PDF sizes are in 1/72 inch. */
export const PT_PER_MM = 72 / 25.4;

/**
 * The pages of a PDF as Chromium writes it, where page objects and their MediaBox are plain text
 * (only content streams are compressed): each page's size in points.
 */
export function pdfPageSizes(pdf: Buffer): Array<{ width: number; height: number }> {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([-\d.\s]+)\]/g)].map(([, box]) => {
    const [x0, y0, x1, y1] = box.trim().split(/\s+/).map(Number);
    return { width: x1 - x0, height: y1 - y0 };
  });
  if (boxes.length !== pages.length) {
    throw new Error(`${pages.length} pages but ${boxes.length} MediaBox entries`);
  }
  return boxes;
}

/** The fonts a PDF embeds, by name without the subset tag ('LiberationMono-Bold'). */
export function pdfFonts(pdf: Buffer): string[] {
  const names = pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]()]+)/g);
  return [...new Set([...names].map(([, name]) => name))];
}
