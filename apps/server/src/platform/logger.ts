import { pino, type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry a credential (hand-over tickets, reset links, OAuth callbacks). */
const SECRET_PARAMS = new Set([
  'token',
  'ticket',
  'loginticket',
  'code',
  'state',
  'password',
  'secret',
  'signature',
  'sig',
  'key',
]);

/** Field names whose values never reach a log line, at any depth pino's redaction reaches. */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'paymentPassword',
  'currentPassword',
  'token',
  'ticket',
  'code',
  'secret',
  'captcha',
];

/**
 * The address with the values of credential-bearing query parameters replaced, so a hand-over
 * ticket, reset code or OAuth code in a URL is never written to a log.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        /* a malformed name is logged as sent */
      }
      return rest.length > 0 && SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/**
 * The server's logger: request lines carry the address with credentials redacted, and no header
 * or logged object field that holds a secret (bearer, cookies, passwords, tokens, codes).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          ...SECRET_FIELDS,
          ...SECRET_FIELDS.map((field) => `*.${field}`),
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: {
          method?: string;
          url?: string;
          hostname?: string;
          remoteAddress?: string;
        }) => ({
          method: req.method,
          url: redactUrl(req.url ?? ''),
          hostname: req.hostname,
          remoteAddress: req.remoteAddress,
        }),
      },
    },
    destination,
  );
}
