import { resolve } from 'node:path';
import { z } from 'zod';
import { isAddressRange } from './http/addressRanges';
import { trustProxySetting } from './proxySetting';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((value) =>
      value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    // docs/settings.md: a query that takes longer fails and the call answers 503 (a frozen server).
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    // docs/settings.md#environment: rate-limit counters in Redis instead of the database.
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    // Only behind a reverse proxy: then X-Forwarded-For/-Proto name the client and the scheme.
    TRUST_PROXY: trustProxySetting,
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('Trophy Portal <no-reply@trophy-portal.local>'),
    SENTRY_DSN: optionalText.pipe(z.url().optional()),
    SIGN_UP: flag(true),
    // docs/operations.md#two-ways-to-start: `npm start` turns it on; a production start never seeds demo accounts.
    SEED_DEMO: flag(false),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText,
    // docs/files.md: the largest upload, in megabytes; larger ones answer 413.
    MAX_UPLOAD_MB: z.coerce.number().positive().default(25),
    // docs/files.md: with S3_BUCKET set, files go to that S3-compatible store instead of DATA_DIR/files.
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // docs/settings.md#metrics: /metrics answers this Bearer token, or the addresses listed below,
    // and nobody by default (a 404, as any unknown path).
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
    ),
    METRICS_ALLOW: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isAddressRange, 'must be IP addresses or CIDR ranges, comma-separated'),
        ),
      ),
    // docs/jobs.md#leases: how long a job's process may go silent before another takes the job over.
    JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  // docs/settings.md: behind a proxy the address the portal listens on is not the one users reach,
  // and e-mail links are never built from request headers, so the public address must be given.
  .refine((env) => !env.TRUST_PROXY || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'must be set when TRUST_PROXY is on (the address users reach the portal at)',
  });

/** Settings of one server process, read from the environment (README lists every one). */
export type AppConfig = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/**
 * Reads and checks the environment; a bad value throws one ConfigError naming every bad setting.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid setting: ${problems.join('; ')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
