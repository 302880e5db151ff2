// electron-builder's configuration as electron-builder itself loads and validates it (its config loader
// and its validateConfiguration: the JSON schema app-builder-lib/scheme.json with its own ajv options).
import { resolve } from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

export async function loadBuilderConfig(): Promise<Configuration> {
  return getConfig(PROJECT_ROOT, null, null);
}

/** Throws electron-builder's own "Invalid configuration object" error when the schema rejects it. */
export async function validateBuilderConfig(config: Configuration): Promise<void> {
  await validateConfiguration(config, new DebugLogger(false));
}
