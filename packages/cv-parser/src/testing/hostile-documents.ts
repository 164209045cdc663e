/**
 * Crafted hostile documents, made in code so the tests show exactly what each one does. Used by the
 * parser's and the server's security tests and by bench/parse-isolation.ts.
 */
import { crc32, createDeflate, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

type PdfObject = string | { dict: string; stream: Buffer };

/** A PDF from its objects (object n is objects[n - 1]), with a correct xref table unless told otherwise. */
export function buildPdf(objects: PdfObject[], options: { xref?: 'good' | 'garbage' } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      typeof object === 'string'
        ? Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`, 'latin1'),
            object.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]);
    parts.push(body);
    length += body.length;
  });
  const garbage = options.xref === 'garbage';
  const rows = offsets.map((offset, i) => `${String(garbage ? offset * 7 + i * 13 + 999_999 : offset).padStart(10, '0')} 00000 n \n`).join('');
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${garbage ? length + 12345 : length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Pages (objects 3..) that all draw the content stream `contents`; object 1 catalog, 2 page tree, last the font. */
function pagesPdf(pageCount: number, contents: PdfObject, mediaBox = '[0 0 595 842]'): Buffer {
  const first = 3;
  const contentsRef = first + pageCount;
  const fontRef = contentsRef + 1;
  const kids = Array.from({ length: pageCount }, (_, i) => `${first + i} 0 R`).join(' ');
  const pages = Array.from(
    { length: pageCount },
    () => `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Contents ${contentsRef} 0 R /Resources << /Font << /F1 ${fontRef} 0 R >> >> >>`,
  );
  return buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`, ...pages, contents, font]);
}

/** A plain one-page CV-like PDF (a sanity check that the same writer makes readable files). */
export function plainPdf(lines: string[] = ['Jane Example', 'jane@example.com', 'Experience', 'Engineer at Acme, 2019 - 2024']): Buffer {
  const ops = lines.map((line, i) => `BT /F1 12 Tf 72 ${780 - i * 18} Td (${line}) Tj ET`).join('\n');
  return pagesPdf(1, { dict: '', stream: Buffer.from(ops, 'latin1') });
}

/** Finding 1's 9.5 KB PDF: 20 pages sharing one compressed stream of 60,000 text operators. */
export function sharedTextStreamPdf(pages = 20, operators = 60_000): Buffer {
  const ops = `BT /F1 9 Tf 72 700 Td (word) Tj ET\n`.repeat(operators);
  return pagesPdf(pages, { dict: '/Filter /FlateDecode', stream: deflateSync(Buffer.from(ops, 'latin1'), { level: 9 }) });
}

/** A compressed content stream that inflates to `megabytes` MB of spaces (about 1/1000 of that on disk). */
export async function inflateBombPdf(megabytes = 400): Promise<Buffer> {
  return pagesPdf(1, { dict: '/Filter /FlateDecode', stream: (await deflateRepeated(0x20, megabytes, createDeflate)).compressed });
}

/** Compresses `megabytes` MB of one byte value without ever holding them: 1 MB at a time. */
async function deflateRepeated(byte: number, megabytes: number, make: typeof createDeflate | typeof createDeflateRaw, head?: Buffer) {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  const stream = make({ level: 9 });
  const out: Buffer[] = [];
  stream.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => stream.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    const block = i === 0 && head ? Buffer.concat([head, chunk.subarray(head.length)]) : chunk;
    crc = crc32(block, crc);
    if (!stream.write(block)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await done;
  return { compressed: Buffer.concat(out), crc, size: megabytes * 1024 * 1024 };
}

/** A 5,000 by 5,000-point page that is one grey image and no text: it would go to OCR. */
export function hugeScannedPagePdf(points = 5000): Buffer {
  const ops = `q ${points} 0 0 ${points} 0 0 cm BI /W 2 /H 2 /CS /G /BPC 8 ID \x80\xc0\xa0\xff EI Q`;
  return pagesPdf(1, { dict: '', stream: Buffer.from(ops, 'latin1') }, `[0 0 ${points} ${points}]`);
}

/** A page tree whose node lists itself among its kids. */
export function circularPageTreePdf(): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    { dict: '', stream: Buffer.from('BT /F1 12 Tf 72 700 Td (Hello) Tj ET', 'latin1') },
  ]);
}

/** A content stream that claims FlateDecode but holds garbage. */
export function badFlatePdf(): Buffer {
  return pagesPdf(1, { dict: '/Filter /FlateDecode', stream: Buffer.from('this is not deflate data at all \x00\x01\x02\x03'.repeat(20), 'latin1') });
}

/** A readable document whose xref table points at nothing. */
export function badXrefPdf(): Buffer {
  const ops = 'BT /F1 12 Tf 72 700 Td (Jane Example jane@example.com Engineer Acme 2019 - 2024) Tj ET';
  const fontObj = font;
  return buildPdf(
    ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>', { dict: '', stream: Buffer.from(ops, 'latin1') }, fontObj],
    { xref: 'garbage' },
  );
}

interface ZipFile {
  name: string;
  data: Buffer;
  /** Entries already deflated (raw), with their real size and CRC. */
  deflated?: { compressed: Buffer; crc: number; size: number };
  /** Claim this uncompressed size in the headers instead of the real one. */
  claimedSize?: number;
}

/** A ZIP (deflated entries) from its files. */
export function buildZip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const compressed = file.deflated?.compressed ?? deflateRawSync(file.data);
    const size = file.claimedSize ?? file.deflated?.size ?? file.data.length;
    const crc = file.deflated?.crc ?? crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A DOCX whose document.xml inflates to `megabytes` MB; `lie` makes the zip headers claim 100 KB. */
export async function docxBomb(megabytes = 300, lie = false): Promise<Buffer> {
  const deflated = await deflateRepeated(0x20, megabytes, createDeflateRaw, Buffer.from('<w:document><w:body>'));
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: 'word/document.xml', data: Buffer.alloc(0), deflated, ...(lie ? { claimedSize: 100 * 1024 } : {}) },
  ]);
}

/** A DOCX with thousands of tiny entries (a real one has a few dozen). */
export function docxEntryFlood(entries = 5_000): Buffer {
  const tiny = Buffer.from('x');
  const deflated = { compressed: deflateRawSync(tiny), crc: crc32(tiny), size: tiny.length };
  const files: ZipFile[] = [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: 'word/document.xml', data: Buffer.from('<w:document><w:body><w:p><w:r><w:t>Jane</w:t></w:r></w:p></w:body></w:document>') },
  ];
  for (let i = 0; i < entries; i++) files.push({ name: `word/media/x${i}.xml`, data: tiny, deflated });
  return buildZip(files.slice(0, 65_535));
}
