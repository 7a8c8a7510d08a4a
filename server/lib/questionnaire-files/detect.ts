import { QuestionnaireFileError } from './errors';
import type { QuestionnaireFormat } from './types';
import { isZip } from './zip';

export type Detected = { format: QuestionnaireFormat; legacy: boolean; extension: string };

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A compound (OLE) file whose header is sound: byte-order mark FFFE, sector size 512 or 4096 bytes, and
 *  at least one sector after the header. An OLE signature followed by zeros is damaged. */
function soundOle(buf: Buffer): boolean {
  if (buf.length < 1024) return false;
  const bom = buf.readUInt16LE(28);
  const shift = buf.readUInt16LE(30);
  const fatSectors = buf.readUInt32LE(44);
  return bom === 0xfffe && (shift === 9 || shift === 12) && fatSectors > 0;
}

export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

/** The format from the file name, checked against the content (a renamed or damaged file is refused). */
export function detectFormat(buf: Buffer, fileName: string): Detected {
  const ext = extensionOf(fileName);
  const ole = buf.length >= 8 && buf.subarray(0, 8).equals(OLE);
  const zip = isZip(buf);
  const encrypted = ole && buf.indexOf(Buffer.from('EncryptedPackage', 'utf16le')) >= 0;
  switch (ext) {
    case 'xlsx':
    case 'xlsm':
      if (encrypted) throw new QuestionnaireFileError('The workbook is password-protected. Remove the password and upload it again.');
      if (ole && soundOle(buf)) return { format: 'excel', legacy: true, extension: 'xls' };
      if (!zip) throw new QuestionnaireFileError('The file is not a valid Excel workbook.');
      return { format: 'excel', legacy: false, extension: ext };
    case 'xls':
      if (zip) return { format: 'excel', legacy: false, extension: 'xlsx' };
      if (encrypted) throw new QuestionnaireFileError('The workbook is password-protected. Remove the password and upload it again.');
      if (!ole || !soundOle(buf)) throw new QuestionnaireFileError('The file is not a valid Excel workbook.');
      return { format: 'excel', legacy: true, extension: 'xls' };
    case 'ods':
      if (!zip) throw new QuestionnaireFileError('The file is not a valid OpenDocument spreadsheet.');
      return { format: 'excel', legacy: true, extension: 'ods' };
    case 'odt':
      if (!zip) throw new QuestionnaireFileError('The file is not a valid OpenDocument text.');
      return { format: 'word', legacy: true, extension: 'odt' };
    case 'docx':
    case 'docm':
      if (encrypted) throw new QuestionnaireFileError('The document is password-protected. Remove the password and upload it again.');
      if (ole && soundOle(buf)) return { format: 'word', legacy: true, extension: 'doc' };
      if (!zip) throw new QuestionnaireFileError('The file is not a valid Word document.');
      return { format: 'word', legacy: false, extension: ext };
    case 'doc':
      if (zip) return { format: 'word', legacy: false, extension: 'docx' };
      if (!ole || !soundOle(buf)) throw new QuestionnaireFileError('The file is not a valid Word document.');
      return { format: 'word', legacy: true, extension: 'doc' };
    case 'pdf':
      return { format: 'pdf', legacy: false, extension: ext };
    case 'csv':
    case 'tsv':
    case 'txt':
      if (zip || ole || buf.subarray(0, 4096).includes(0)) throw new QuestionnaireFileError('The file is not a valid CSV file.');
      return { format: 'csv', legacy: false, extension: ext };
    case 'md':
    case 'markdown':
      if (zip || ole || buf.subarray(0, 4096).includes(0)) throw new QuestionnaireFileError('The file is not a valid Markdown file.');
      return { format: 'markdown', legacy: false, extension: ext };
    default:
      throw new QuestionnaireFileError(
        'This file type is not supported. Upload an Excel (.xlsx, .xls, .ods), Word (.docx, .doc, .odt), PDF, CSV or Markdown questionnaire.',
      );
  }
}
