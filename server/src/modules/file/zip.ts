import { LABEL_TEMPLATE_MAX_BYTES } from '@skin/contract';
import { AppError } from '../../lib/errors.js';
import { openZip, ZipRefused } from '../../lib/zip.js';

/**
 * Checks a ZIP (XLSX) before anything unpacks it (lib/zip.ts): the central directory's declared sizes, then
 * each entry inflated with its declared size as a hard output limit, so a file that lies about its sizes (a zip
 * bomb) is refused without ever holding more than the declared bytes.
 */
export function checkZipBounds(buf: Buffer): void {
  try {
    const zip = openZip(buf);
    for (const name of zip.names()) zip.read(name);
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err;
    if (err.reason === 'tooLarge')
      throw new AppError('LABEL_IMPORT_TOO_LARGE', { params: { max: LABEL_TEMPLATE_MAX_BYTES / 1024 / 1024 } });
    throw new AppError('LABEL_IMPORT_NOT_TEMPLATE');
  }
}
