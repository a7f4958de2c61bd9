import type { Deps } from '../../services/deps.ts';
import { filesService } from './files.service.ts';

/** Uploads: form ids, checked and re-encoded images, their private serving and deletion. */
export const services = (deps: Deps) => ({ uploads: filesService(deps) });
