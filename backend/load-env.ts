/** Reads `.env` when there is one (README.md: Configuration); the real environment wins. */
try {
  process.loadEnvFile();
} catch {
  // No .env file: the defaults and the real environment apply.
}
