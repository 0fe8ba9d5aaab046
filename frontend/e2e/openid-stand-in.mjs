// A local stand-in OpenID provider for browser tests, as Google publishes one: its description
// (`/.well-known/openid-configuration`), its keys (`/jwks`, RS256), a sign-in page
// (`/authorize`) that signs in whoever `signIn.as` names at once and sends the browser back with
// a code, and the token endpoint that trades the code (checking the client's secret and the
// PKCE verifier) for an ID token carrying the sign-in's nonce.
import { createHash, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';

export const CLIENT_ID = 'lyceum-e2e.apps.stand-in';
export const CLIENT_SECRET = 'stand-in-secret';

const base64url = (buffer) => Buffer.from(buffer).toString('base64url');

function readBody(req) {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });
}

export async function startOpenIdProvider() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const codes = new Map();
  const signIn = { as: 'teacher1@demo.lyceum.test' };
  let base = '';

  function idToken(claims) {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'e2e' }));
    const payload = base64url(JSON.stringify(claims));
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, base);
    const json = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge'),
        claims: {
          iss: base,
          aud: url.searchParams.get('client_id'),
          sub: signIn.as,
          email: signIn.as,
          email_verified: true,
          nonce: url.searchParams.get('nonce'),
          iat: now,
          exp: now + 600,
        },
      });
      const back = new URL(url.searchParams.get('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state'));
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const issued = codes.get(form.get('code'));
      codes.delete(form.get('code'));
      const verified = issued && base64url(createHash('sha256').update(form.get('code_verifier') ?? '').digest()) === issued.challenge;
      if (!verified || form.get('client_secret') !== CLIENT_SECRET || form.get('client_id') !== CLIENT_ID) {
        return json(400, { error: 'invalid_grant' });
      }
      return json(200, { access_token: 'stand-in', token_type: 'Bearer', id_token: idToken(issued.claims) });
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    signIn,
    env: { LYCEUM_GOOGLE_ISSUER: base },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
