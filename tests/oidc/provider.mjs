// A real OpenID provider (oidc-provider 8.x) on 127.0.0.1 for HUD Watch's sign-in tests.
//   node provider.mjs <connection.env path>
// Listens on an ephemeral loopback port, advertises the issuer as http://127.0.0.1:<port> (never
// "localhost", RFC 8252 §8.3) and writes the issuer into the given file once it accepts requests.
// Interactions are automated (no HTML forms): the test plays the browser and follows redirects.
// Clients:
//   hudwatch     the app: public native client (PKCE, loopback redirect, device flow, refresh)
//   crcr-relay   the relay read API's test server as a resource server: confidential
//                (client_secret_basic), no grants of its own, may only introspect; it sees
//                every client's tokens (features.introspection.allowedPolicy below)
// connection.env: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_RELAY_CLIENT_ID, OIDC_RELAY_CLIENT_SECRET,
// OIDC_PID.
// Environment:
//   OIDC_ACCESS_TOKEN_TTL   seconds an access token lives (default 3: tests wait for expiry)
//   OIDC_DEVICE_CODE_TTL    seconds a device code lives (default 600)
//   OIDC_DEVICE_INTERVAL    polling interval advertised for the device flow (default 1)
// Test-only extras: POST /test/device?user_code=..&action=approve|deny|slow_down, and the
// X-Test-Device-Code-TTL request header on /device/auth.
import http from 'node:http';
import fs from 'node:fs';
import Provider from 'oidc-provider';

const envFile = process.argv[2];
const ACCOUNT = 'hudwatch-test-user';
// A fixed test secret: the provider exists for one ctest run on loopback; nothing to protect.
const RELAY_CLIENT_ID = 'crcr-relay';
const RELAY_CLIENT_SECRET = 'crcr-relay-test-secret-not-for-production-use';
const accessTokenTtl = Number(process.env.OIDC_ACCESS_TOKEN_TTL || 3);
const deviceCodeTtl = Number(process.env.OIDC_DEVICE_CODE_TTL || 600);
const deviceInterval = Number(process.env.OIDC_DEVICE_INTERVAL || 1);

// oidc-provider's own user-code normalisation (not exported by the package).
const normalizeUserCode = (input) => String(input).toUpperCase().replace(/\W/g, '');

// Device-code polling state per device code: when it last polled, its current interval, and
// slow_down replies a test asked for (POST /test/device action=slow_down).
const polls = new Map();

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [{
    client_id: 'hudwatch',
    application_type: 'native',
    token_endpoint_auth_method: 'none',
    // Native loopback redirects match on any port (RFC 8252 §7.3; Client#redirectUriAllowed).
    redirect_uris: ['http://127.0.0.1/callback'],
    grant_types: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'],
    response_types: ['code'],
  }, {
    // A resource server only introspects: no grant types, response types or redirects.
    client_id: RELAY_CLIENT_ID,
    client_secret: RELAY_CLIENT_SECRET,
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: [],
    response_types: [],
    redirect_uris: [],
  }],
  pkce: { methods: ['S256'], required: () => true },
  scopes: ['openid', 'offline_access', 'profile'],
  claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
  features: {
    devInteractions: { enabled: false },
    deviceFlow: { enabled: true },
    revocation: { enabled: true },
    introspection: {
      enabled: true,
      // The resource server must see the app's tokens as active; every other client only its
      // own (oidc-provider's default would let any confidential client see every token).
      allowedPolicy: async (ctx, caller, token) => caller.clientId === RELAY_CLIENT_ID
        || token.clientId === caller.clientId,
    },
    userinfo: { enabled: true },
  },
  // Public clients get rotated refresh tokens (oidc-provider's default does so for "none" too).
  rotateRefreshToken: true,
  // Refresh tokens whenever the client may use them (offline_access alone would need prompt=consent).
  issueRefreshToken: async (ctx, client) => client.grantTypeAllowed('refresh_token'),
  ttl: {
    AccessToken: accessTokenTtl,
    AuthorizationCode: 60,
    // A test may ask for a short-lived code with a header on the device authorization request
    // (the real expiry path: the provider answers expired_token once it ran out).
    DeviceCode: (ctx) => Number(ctx?.get?.('x-test-device-code-ttl')) || deviceCodeTtl,
    Grant: 3600,
    IdToken: 3600,
    Interaction: 600,
    RefreshToken: 3600,
    Session: 3600,
  },
  findAccount: async (ctx, sub) => ({
    accountId: sub,
    claims: async () => ({ sub, name: 'HUD Watch Test User', preferred_username: 'hudwatch-test' }),
  }),
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['hudwatch-test-cookie-key'] },
  // A test key set is generated at start; nothing here is a secret worth keeping.
  renderError: async (ctx, out) => {
    ctx.type = 'text/plain';
    ctx.body = `${out.error}: ${out.error_description || ''}\n`;
  },
});

// Device flow: advertise a short interval and enforce it (slow_down, RFC 8628 §3.5), which
// oidc-provider 8 does not do by itself.
provider.use(async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/token') {
    const body = await readForm(ctx);
    if (body.get('grant_type') === 'urn:ietf:params:oauth:grant-type:device_code') {
      const key = body.get('device_code') || '';
      const now = Date.now();
      const state = polls.get(key) || { last: 0, interval: deviceInterval, forced: 0 };
      const early = state.last && now - state.last < state.interval * 1000 - 250;
      state.last = now;
      if (state.forced > 0 || early) {
        state.forced = Math.max(0, state.forced - 1);
        state.interval += 5;
        polls.set(key, state);
        ctx.status = 400;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { error: 'slow_down', error_description: 'you are polling too quickly' };
        return;
      }
      polls.set(key, state);
    }
  }
  await next();
  if (ctx.method === 'POST' && ctx.path === '/device/auth' && ctx.status === 200 && ctx.body) {
    ctx.body.interval = deviceInterval;
    polls.set(ctx.body.device_code, { last: 0, interval: deviceInterval, forced: 0, userCode: ctx.body.user_code });
  }
});

// Reads the token request's form (bounded like oidc-provider's own parser); oidc-provider then
// uses req.body, since the stream has been consumed.
async function readForm(ctx) {
  const chunks = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > 56 * 1024) ctx.throw(413, 'request body too large');
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  ctx.req.body = raw;
  return new URLSearchParams(raw);
}

const callback = provider.callback();

function send(res, status, body, type = 'text/plain') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

// Login + consent in one step, or a refusal when the request says login_hint=deny.
async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  let result;
  if (details.params.login_hint === 'deny') {
    result = { error: 'access_denied', error_description: 'the test user refused' };
  } else {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: ACCOUNT, clientId: details.params.client_id });
    if (details.params.scope) grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    result = { login: { accountId: ACCOUNT }, consent: { grantId } };
  }
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

// POST /test/device?user_code=...&action=approve|deny|slow_down (test-only: a user at the
// verification page, or a provider that wants the next poll slowed down).
async function testDevice(url, res) {
  const userCode = normalizeUserCode(url.searchParams.get('user_code') || '');
  const action = url.searchParams.get('action');
  const code = await provider.DeviceCode.findByUserCode(userCode, { ignoreExpiration: true });
  if (!code) return send(res, 404, 'no such user code\n');
  if (action === 'slow_down') {
    for (const state of polls.values()) if (normalizeUserCode(state.userCode || '') === userCode) state.forced += 1;
    return send(res, 200, 'ok\n');
  }
  if (code.accountId || code.error) return send(res, 409, 'user code already used\n');
  if (action === 'deny') {
    Object.assign(code, { error: 'access_denied', errorDescription: 'the test user refused' });
  } else if (action === 'approve') {
    const grant = new provider.Grant({ accountId: ACCOUNT, clientId: code.clientId });
    const scope = code.params.scope || 'openid';
    grant.addOIDCScope(scope);
    const grantId = await grant.save();
    Object.assign(code, {
      accountId: ACCOUNT, grantId, scope, authTime: Math.floor(Date.now() / 1000),
    });
  } else {
    return send(res, 400, 'action must be approve, deny or slow_down\n');
  }
  await code.save();
  return send(res, 200, 'ok\n');
}

server.on('request', async (req, res) => {
  try {
    const url = new URL(req.url, issuer);
    if (req.method === 'GET' && url.pathname.startsWith('/interaction/')) return await interaction(req, res);
    if (req.method === 'POST' && url.pathname === '/test/device') return await testDevice(url, res);
    return callback(req, res);
  } catch (err) {
    if (!res.headersSent) send(res, 500, `test provider error: ${err.message}\n`);
    else res.end();
  }
});

// Nothing to keep: all state is in memory and belongs to this test run.
const shutdown = () => process.exit(0);
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

if (envFile) {
  fs.writeFileSync(`${envFile}.tmp`, [
    `OIDC_ISSUER=${issuer}`,
    'OIDC_CLIENT_ID=hudwatch',
    `OIDC_RELAY_CLIENT_ID=${RELAY_CLIENT_ID}`,
    `OIDC_RELAY_CLIENT_SECRET=${RELAY_CLIENT_SECRET}`,
    `OIDC_PID=${process.pid}`,
    '',
  ].join('\n'), { mode: 0o600 });
  fs.renameSync(`${envFile}.tmp`, envFile);
}
console.log(`oidc test provider: issuer ${issuer}, access tokens live ${accessTokenTtl} s`);
