// Imported first by every script (worker, db:*): loads .env, .env.local and .env.<mode>(.local)
// exactly as Next.js does, so the worker and the scripts use the database the web server uses.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });
