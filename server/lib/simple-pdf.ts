/**
 * A minimal, valid one-page PDF holding lines of plain text (Helvetica, 11 pt). Used for demo CVs
 * and tests: real PDFs that text extraction reads, built without a PDF library. Text is Latin-1;
 * characters outside it become "?". Lines that do not fit the page are left out.
 */
export function textPdf(lines: string[]): Buffer {
  const escape = (line: string) =>
    [...line]
      .map((char) => (char.charCodeAt(0) > 0xff ? "?" : char))
      .join("")
      .replace(/[\\()]/g, (char) => `\\${char}`);
  const visible = lines.slice(0, 60);
  const content = `BT /F1 11 Tf 56 780 Td 13 TL ${visible.map((line) => `(${escape(line)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
