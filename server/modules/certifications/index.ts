/** What other modules use of certifications; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export {
  countActiveCertifications,
  findConfidentialCertification,
  findPublicCertificationFile,
  findPublicCertificationLogo,
  listPublicCertifications,
} from './service';
