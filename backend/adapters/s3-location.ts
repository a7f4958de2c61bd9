/**
 * Where an S3-compatible store is and how to sign in to it (docs/decisions/0028): read from
 * FILES_URL or from the S3_* variables, never both. Without keys the SDK's own chain applies
 * (AWS_* variables, an instance role).
 */
export interface S3Location {
  /** `http(s)://host[:port]`: requests go path-style to `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3Variables {
  FILES_URL?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

const DEFAULT_REGION = 'us-east-1';
/** S3's rules for a bucket name, the strictest any compatible store holds to. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The store the variables describe, undefined for the disk; a wrong value throws, naming the variable. */
export function readS3Location(vars: S3Variables): S3Location | undefined {
  const separate = [vars.S3_ENDPOINT, vars.S3_BUCKET, vars.S3_REGION, vars.S3_ACCESS_KEY_ID, vars.S3_SECRET_ACCESS_KEY];
  const anySeparate = separate.some((value) => value !== undefined);
  if (vars.FILES_URL !== undefined && anySeparate)
    throw new Error('Set either FILES_URL or the S3_* variables, not both');
  if (vars.FILES_URL !== undefined) return fromFilesUrl(vars.FILES_URL);
  return anySeparate ? fromSeparate(vars) : undefined;
}

/** `s3://KEY:SECRET@host[:port]/bucket?region=…&tls=0`; KEY and SECRET percent-encoded. */
function fromFilesUrl(text: string): S3Location {
  const bad = (why: string) =>
    new Error(`FILES_URL: ${why} (expected s3://KEY:SECRET@host:port/bucket?region=…&tls=0)`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad('not a URL');
  }
  if (url.protocol !== 's3:') throw bad(`the scheme is ${url.protocol}, not s3:`);
  if (!url.hostname) throw bad('no host');
  const bucket = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!BUCKET.test(bucket)) throw bad(`"${bucket}" is not a bucket name`);
  for (const key of url.searchParams.keys()) {
    if (key !== 'region' && key !== 'tls') throw bad(`unknown parameter "${key}"`);
  }
  const tls = url.searchParams.get('tls') ?? '1';
  if (tls !== '0' && tls !== '1') throw bad('tls must be 0 or 1');
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(password)) throw bad('give both the key and the secret, or neither');
  return {
    endpoint: `${tls === '1' ? 'https' : 'http'}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') || DEFAULT_REGION,
    credentials: user ? { accessKeyId: user, secretAccessKey: password } : undefined,
  };
}

function fromSeparate(vars: S3Variables): S3Location {
  if (!vars.S3_ENDPOINT || !vars.S3_BUCKET)
    throw new Error('The S3_* variables need at least S3_ENDPOINT and S3_BUCKET');
  let endpoint: URL;
  try {
    endpoint = new URL(vars.S3_ENDPOINT);
  } catch {
    throw new Error(`S3_ENDPOINT: "${vars.S3_ENDPOINT}" is not a URL (e.g. https://cos.ap-shanghai.myqcloud.com)`);
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new Error(`S3_ENDPOINT: the scheme must be http: or https:, not ${endpoint.protocol}`);
  }
  if (endpoint.pathname !== '/' || endpoint.search) throw new Error('S3_ENDPOINT: give the host only, without a path');
  if (!BUCKET.test(vars.S3_BUCKET)) throw new Error(`S3_BUCKET: "${vars.S3_BUCKET}" is not a bucket name`);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    endpoint: endpoint.origin,
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION || DEFAULT_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
