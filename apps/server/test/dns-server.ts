import dns2 from 'dns2';

const { Packet } = dns2;

type RecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT';
interface Zone {
  A: Map<string, string[]>;
  AAAA: Map<string, string[]>;
  CNAME: Map<string, string>;
  TXT: Map<string, string[]>;
}

/**
 * A real authoritative DNS server on loopback (dns2, UDP): tests and the browser journey set and
 * remove records while Folio's resolver (DNS_SERVERS) asks it. Answers NXDOMAIN for names it has
 * no record of, as a real zone does.
 */
export async function startDnsServer() {
  const zone: Zone = { A: new Map(), AAAA: new Map(), CNAME: new Map(), TXT: new Map() };
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      response.header.aa = 1;
      // dns2's typings want Resource instances; the encoder takes plain records, as its README shows.
      const answers = response.answers as unknown as object[];
      for (const question of request.questions) {
        const name = key(question.name);
        queries.push(`${name} ${question.type}`);
        const base = { name: question.name, class: Packet.CLASS.IN, ttl: 1 };
        const cname = zone.CNAME.get(name);
        if (question.type === Packet.TYPE.CNAME && cname) answers.push({ ...base, type: Packet.TYPE.CNAME, domain: cname });
        if (question.type === Packet.TYPE.TXT) for (const data of zone.TXT.get(name) ?? []) answers.push({ ...base, type: Packet.TYPE.TXT, data });
        if (question.type === Packet.TYPE.A) for (const address of zone.A.get(name) ?? []) answers.push({ ...base, type: Packet.TYPE.A, address });
        if (question.type === Packet.TYPE.AAAA) for (const address of zone.AAAA.get(name) ?? []) answers.push({ ...base, type: Packet.TYPE.AAAA, address });
        const known = Object.values(zone).some((records: Map<string, unknown>) => records.has(name));
        if (answers.length === 0 && !known) response.header.rcode = 3; // NXDOMAIN
      }
      void send(response);
    },
  });
  const address = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (address as unknown as { udp: { port: number } }).udp.port;
  return {
    /** For DNS_SERVERS. */
    server: `127.0.0.1:${port}`,
    port,
    queries,
    set(type: RecordType, name: string, value: string | string[]) {
      if (type === 'CNAME') zone.CNAME.set(key(name), String(value));
      else zone[type].set(key(name), Array.isArray(value) ? value : [value]);
    },
    remove(type: RecordType, name: string) {
      zone[type].delete(key(name));
    },
    close: () => server.close(),
  };
}
export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>;
