/** The local blog backend: `startBlogBackend` and what it is built from. */
export {
  DEFAULT_BLOG_BACKEND_PORT,
  LOCAL_ANON_KEY,
  startBlogBackend,
  type BlogBackend,
  type BlogBackendOptions,
} from './backend';
export {
  migrate,
  openBlogDatabase,
  readMigrations,
  type BlogDatabase,
  type MigrateOptions,
  type MigrateResult,
  type Migration,
  type OpenBlogDatabaseOptions,
} from './database';
