// The site visitors in a process of their own: their requests are timed on an event loop that does
// nothing else, as each visitor's own browser would, not behind the editors' and onboardings' JSON.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { visit } from './actors';
import { Person, Recorder, type Sample } from './client';

interface Input {
  url: string;
  count: number;
  subdomains: string[];
  caddyPort: number;
}

/** Starts `count` visitors reading the sites; `stop()` ends them and gives back every request they made. */
export function startVisitors(input: Input) {
  // node --import tsx, not the tsx command: that one runs the script in a child of its own.
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(input)], { execArgv: ['--import', 'tsx'] });
  const samples = new Promise<Sample[]>((resolve, reject) => {
    child.once('message', (message) => {
      // Their clock starts with their process: the samples are put on this one's.
      const { timeOrigin, samples: theirs } = message as { timeOrigin: number; samples: Sample[] };
      const shift = timeOrigin - performance.timeOrigin;
      resolve(theirs.map((sample) => ({ ...sample, start: sample.start + shift, end: sample.end + shift })));
    });
    child.once('exit', (code) => reject(new Error(`the visitors' process exited (${code}) before it reported`)));
  });
  return {
    stop() {
      child.send('stop');
      return samples;
    },
  };
}

if (process.send && process.argv[2]?.startsWith('{')) {
  const { url, count, subdomains, caddyPort } = JSON.parse(process.argv[2]) as Input;
  const recorder = new Recorder();
  // Loopback addresses of their own (127.1.x.y), apart from the main process's people.
  const visitors = Array.from({ length: count }, (_, index) => new Person(new URL(url), recorder, `127.1.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`));
  let running = true;
  const visiting = visitors.map((person) => visit(person, subdomains, caddyPort, () => running));
  const report = async () => {
    running = false;
    await Promise.all(visiting);
    process.send!({ timeOrigin: performance.timeOrigin, samples: recorder.samples }, () => process.exit(0));
  };
  process.once('message', () => void report());
}
