import { readFileSync } from 'node:fs';
import { extractDocument } from './src/index.ts';
const doc = await extractDocument({ bytes: new Uint8Array(readFileSync(process.argv[2]!)), filename: process.argv[2] });
for (const l of doc.lines) console.log(`${l.column} ${l.headingHint?'H':' '}${l.bold?'B':' '}${l.bullet?'•':' '} ${l.segments.join(' | ')}`);
