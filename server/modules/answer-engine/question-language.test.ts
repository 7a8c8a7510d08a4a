import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addLibraryAnswer, draftYesNo } from '@tests/support/knowledge';
import { questionLanguage } from './question-language';

describe('the language a question is written in', () => {
  it('names the usual questionnaire languages', () => {
    expect(questionLanguage('Wird die Zwei-Faktor-Anmeldung für alle Mitarbeiter erzwungen?')).toBe('German');
    expect(questionLanguage('Les données des clients sont-elles chiffrées au repos ?')).toBe('French');
    expect(questionLanguage('¿Se cifran los datos de los clientes en reposo?')).toBe('Spanish');
    expect(questionLanguage('Os dados dos clientes são criptografados em repouso?')).toBe('Portuguese');
    expect(questionLanguage('I dati dei clienti sono cifrati a riposo?')).toBe('Italian');
    expect(questionLanguage('Wordt tweestapsverificatie voor alle medewerkers afgedwongen?')).toBe('Dutch');
  });

  it('leaves English alone, borrowed phrases and terse labels included', () => {
    expect(questionLanguage('Is customer data encrypted at rest?')).toBeNull();
    expect(questionLanguage('Is the SOC 2 report the de facto standard for your customers, and is it shared under NDA?')).toBeNull();
    expect(questionLanguage('Data encrypted at rest?')).toBeNull();
    expect(questionLanguage('Vendor Name')).toBeNull();
    expect(questionLanguage('Do you offer SSO à la carte or in every plan?')).toBeNull();
    expect(questionLanguage('Is multi-factor authentication optional only, i.e. administrators cannot make it mandatory?')).toBeNull();
    expect(questionLanguage('Are logs kept in a SIEM, e.g. Splunk or Sentinel?')).toBeNull();
  });
});

describe('drafting a question in another language than the knowledge base', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Language Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(t, admin, 'access.md', '# Access control\n\nMFA is required for every employee, enforced by the identity provider.\n');
    await addLibraryAnswer(t, admin, {
      question: 'Wird MFA für alle Mitarbeiter erzwungen?',
      answer_choice: 'Ja',
      answer_text: 'MFA ist für alle Mitarbeiter Pflicht.',
      all_products: true,
    });
  });
  afterAll(async () => t?.close());

  it('flags it for a person and says why, instead of answering from a shared acronym', async () => {
    const d = await draftYesNo(t, org, 'Ist MFA für die Mitarbeiter nicht erforderlich?', null);
    expect(d.flagged).toBe(true);
    expect(d.reason).toContain('written in German');
  });

  it('still reuses the library answer to the same question in that language', async () => {
    const d = await draftYesNo(t, org, 'Wird MFA für alle Mitarbeiter erzwungen?', null);
    expect(d.flagged).toBe(false);
    expect(d.answerText).toContain('Pflicht');
  });

  it('answers the question asked in English', async () => {
    const d = await draftYesNo(t, org, 'Is MFA required for every employee?', null);
    expect(d.flagged).toBe(false);
    expect(d.answerChoice).toBe('Yes');
  });
});
