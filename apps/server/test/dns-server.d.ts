type RecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT';
/**
 * A real authoritative DNS server on loopback (dns2, UDP): tests and the browser journey set and
 * remove records while Folio's resolver (DNS_SERVERS) asks it. Answers NXDOMAIN for names it has
 * no record of, as a real zone does.
 */
export declare function startDnsServer(): Promise<{
    /** For DNS_SERVERS. */
    server: string;
    port: number;
    queries: string[];
    set(type: RecordType, name: string, value: string | string[]): void;
    remove(type: RecordType, name: string): void;
    close: () => Promise<void>;
}>;
export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>;
export {};
