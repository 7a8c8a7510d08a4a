/**
 * The security vocabulary: acronyms, spellings and synonyms that questionnaires and policies use for the
 * same thing. Each concept folds every form into one token (`mfa`, `sso`, `dr`…) before stemming, so
 * "multi-factor authentication", "2FA" and "MFA" match each other. Patterns run on lower-cased text.
 *
 * This is domain knowledge about security language in general, not about any one vendor or file.
 */
import { americanSpelling } from './spelling-variants';
import { numberWords } from './number-words';

export interface Concept {
  token: string;
  /** What a person would call it (shown in reasons, used to expand people's searches). */
  label: string;
  pattern: RegExp;
  /** Evidence gets the token instead of the words, as questions do: the words are ambiguous on their own ("IDs"). */
  replaceWords?: boolean;
}

/**
 * A pattern's own words read in American spelling, as the text it runs on is (analyze.ts): written "enterprise"
 * or "exercises", it would otherwise never meet the "enterprize" and "exercizes" that the analyzer makes of them.
 */
export const americanPattern = (pattern: RegExp) =>
  new RegExp(
    pattern.source.replace(/(\\[a-zA-Z])?([a-z]+)/g, (_m, escape: string | undefined, word: string) => (escape ?? '') + americanSpelling(word)),
    pattern.flags,
  );

const c = (token: string, label: string, pattern: RegExp, replaceWords = false): Concept => ({
  token,
  label,
  pattern: americanPattern(pattern),
  replaceWords,
});

/** One pattern that matches what any of these match. */
const either = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'), 'g');

// Practices that a wider programme also covers: each is read first as its own concept, then again as the programme's.
const edrWords = /\bendpoint detection(?: (?:and|&) response)?\b|\bedr\b|\bxdr\b/g;
const phishingSimulations = /\bphishing (?:simulations?|tests?|exercises?|campaigns?)\b|\bsimulated phishing(?: (?:emails?|attacks?|campaigns?))?\b/g;
const goldenImages = /\bgold(?:en)? images?\b/g;
const cisBenchmarks = /\bcis benchmarks?\b/g;

/** Data kept ("logs are retained", "kept for 90 days"), but not a firm or person retained ("retain an external team"): that is hired. */
function retentionPattern(): RegExp {
  const hired = String.raw`(?:teams?|firms?|consultants?|counsel|lawyers?|attorneys?|advisors?|advisers?|experts?|specialists?|investigators?|ir)`;
  const kinds = String.raw`(?:(?:external|outside|third[- ]party|independent|specialist|forensic|legal) )*`;
  return new RegExp(
    String.raw`(?<!\b${hired} (?:(?:is|are|was|were|be|been|being) )?)\bretain(?:s|ed|ing)?\b(?! (?:(?:an?|the|our|your|its) )?${kinds}${hired}\b)|\bretention(?: periods?| policy| schedule)?\b|\b(?:kept|stored|held|preserved|archived)(?= (?:for|up to) (?:(?:at least|a minimum of|a period of|the last) )?(?:\d+|${Object.keys(numberWords).join('|')}) (?:days?|weeks?|months?|years?)\b)`,
    'g',
  );
}

/** What may stand between "access" and the verb that takes it away ("access of employees who leave is removed"). */
const accessTakenVerbBefore = String.raw`(?: [a-z']+){0,6}? (?:is |are |be |being |gets |get )?(?:promptly |immediately )?`;
const accessTaken = String.raw`${accessTakenVerbBefore}(?:revoked|removed|disabled|deprovisioned|withdrawn)\b`;

/** Words before "ID" / "IDs" that make it an identifier ("user IDs"), not an intrusion detection system. */
const identifierOwners = String.raw`(?:user|users|unique|login|account|employee|session|customer|tenant|record|object|group|vendor|client|device|message|request|transaction|resource|email|numeric|random|their|its|your|our|personal|individual|distinct|separate|shared|generic|named)`;

export const concepts: Concept[] = [
  c(
    'mfa',
    'multi-factor authentication',
    /\b(?:multi[- ]?factor|two[- ]?factor|2[- ]?factor|second[- ]factor|two[- ]step|2[- ]step)(?: authentication| auth| verification)?\b|\b(?:mfa|2fa|tfa)\b/g,
  ),
  c('sso', 'single sign-on', /\bsingle[- ]sign[- ]?on\b|\bsso\b/g),
  c('saml', 'SAML', /\bsaml\s?2(?:\.0)?\b|\bsaml\b/g),
  c('oidc', 'OpenID Connect', /\bopen ?id connect\b|\boidc\b/g),
  c('rbac', 'role-based access control', /\brole[- ]based(?: access(?: control)?)?\b|\brbac\b/g),
  c('abac', 'attribute-based access control', /\battribute[- ]based(?: access(?: control)?)?\b|\babac\b/g),
  c('leastpriv', 'least privilege', /\bleast[- ]privileges?\b|\bminimum necessary access\b|\bneed[- ]to[- ]know\b/g),
  c('bcp', 'business continuity', /\bbusiness continuity(?: plan(?:ning)?| management)?\b|\bbcp\b|\bbcm\b/g),
  c('dr', 'disaster recovery', /\bdisaster (?:recovery|response)(?: plans?)?\b|\bdrp?\b|\bbc\s?\/\s?dr\b/g),
  c('rto', 'recovery time objective', /\brecovery time objectives?\b|\brto\b/g),
  c('rpo', 'recovery point objective', /\brecovery point objectives?\b|\brpo\b/g),
  c('pentest', 'penetration test', /\bpen(?:etration)?[- ]?test(?:s|ing|ed|ers?)?\b|\bpentest(?:s|ing)?\b/g),
  c(
    'vulnscan',
    'vulnerability scanning',
    /\bvulnerability (?:scan(?:s|ning|ner|ners)?|assessments?|detection|testing)\b|\bscan(?:s|ned|ning)? (?:[a-z-]+ ){0,3}for (?:[a-z-]+ ){0,3}vulnerabilities\b/g,
  ),
  c('bugbounty', 'bug bounty', /\bbug[- ]bount(?:y|ies)\b/g),
  c(
    'vulndisclosure',
    'vulnerability disclosure',
    /\b(?:responsible|coordinated|vulnerability|security) disclosure(?: (?:programs?|programmes?|process(?:es)?|polic(?:y|ies)))?\b|\bsecurity\.txt\b/g,
  ),
  c(
    'atrest',
    'encryption at rest',
    /\bat[- ]rest\b|\bin storage\b|\b(?:(?:full|whole)[- ])?(?:disk|drive|volume) encryption\b|\b(?:full|whole)[- ]disk encrypted\b|\bfilevault\b|\bbitlocker\b|\bstorage encryption\b|\bencrypted (?:volumes|storage|disks?|databases?)\b|\bencrypt(?:s|ed|ing)? (?:the |their |all )?(?:hard |local )?(?:disks|drives)\b/g,
  ),
  c(
    'intransit',
    'encryption in transit',
    /\bin[- ]transit\b|\bin transport\b|\bin motion\b|\bover the (?:wire|network)\b|\btransport layer security\b|\btls(?: ?v?\d(?:\.\d)?)?\b|\bssl\b|\bhttps\b/g,
  ),
  c(
    'cmek',
    'customer-managed encryption keys',
    /\bcustomer[- ]managed (?:encryption )?keys?\b|\bbyok\b|\bcmek\b|\bhyok\b|\b(?:(?:manage|control|supply|bring|use|provide|hold|create|generate)(?:,? (?:and|or) | ))+(?:their|its|your|our|my) own (?:data |encryption )*keys?\b/g,
  ),
  c('encrypt', 'encryption', /\bcryptographically (?:protected|secured)\b|\bcryptographic protection\b/g),
  c('kms', 'key management', /\bkey management(?: service| system)?\b|\bkms\b|\bhsm\b|\bhardware security modules?\b/g),
  c('siem', 'SIEM', /\bsecurity information (?:and|&) event management\b|\bsiem\b/g),
  c('dlp', 'data loss prevention', /\bdata (?:loss|leak(?:age)?) prevention\b|\bdlp\b/g),
  // "IDS" is a system, but "user IDs" and "unique IDs" are identifiers (read first).
  c('identifier', 'identifiers', new RegExp(String.raw`(?<=\b${identifierOwners} )ids?\b|\bidentifiers?\b`, 'g'), true),
  c('ids', 'intrusion detection', /\bintrusion (?:detection|prevention)(?: systems?)?\b|\bids\s?\/\s?ips\b|\bids\b/g),
  // An allow-list ("IP allow-listing", "whitelisted addresses") is its own control, not any restriction of access.
  c('allowlist', 'allow-list', /\b(?:allow|white)[- ]?list(?:s|ed|ing)?\b|\bsafe[- ]?list(?:s|ed|ing)?\b/g),
  c('waf', 'web application firewall', /\bweb application firewalls?\b|\bwaf\b/g),
  c('sbom', 'software bill of materials', /\bsoftware bills? of materials?\b|\bsboms?\b/g),
  // EDR is read first: a question about it is not met by "antivirus", while evidence of EDR is also anti-malware.
  // (Its token is not a word the next pattern reads, so only evidence, which keeps its words, is both.)
  c('edrtool', 'endpoint detection', edrWords),
  c(
    'antimalware',
    'anti-malware',
    either(
      /\banti-?virus\b|\banti-?malware\b|\bmalware (?:protection|prevention|defen[cs]es?|scanning)\b|\bprotect(?:s|ed|ing|ion)? (?:[a-z-]+ ){0,3}?(?:from|against) (?:malware|viruses|malicious software)\b/,
      edrWords,
    ),
  ),
  // An API's endpoints are not the devices people work on: read first, so what is left of "endpoint" is a device.
  c(
    'apiendpoint',
    'API endpoints',
    /\b(?:api|rest|restful|graphql|document|object|cdn|service|web|public[- ]facing|internet[- ]facing|ssl[- ]protected|tls[- ]protected|management) endpoints?(?:\(s\))?\b|\bapis? with endpoints\b/g,
  ),
  // (before the devices: "mobile device management" is not a mobile device)
  c('mdm', 'mobile device management', /\bmobile device management\b|\bmdm\b/g),
  c(
    'endpointdevice',
    'endpoint devices',
    // Evidence keeps the words beside the token ("apiendpoint object endpoints"): those stay the API's.
    /(?<!\bapiendpoint (?:[a-z()-]+ ){0,3})\bendpoints?(?: devices?)?\b|\b(?:user|company|employee|corporate|managed|staff|work) (?:endpoint )?devices?\b|\b(?:lost|stolen)(?:(?: or | and |\/)stolen)? devices?\b|\blaptops?\b|\bworkstations?\b|\bportable (?:client )?devices?\b|\bmobile (?:devices?|phones?)\b|\bsmartphones?\b|\btablets?\b|\bclient (?:systems?|devices?|machines?)\b|\bend-?user devices?\b/g,
  ),
  c('container', 'containers', /\bcontaineri[sz]ed\b|\bcontainers?(?: images?| registr(?:y|ies))?\b|\bdocker images?\b/g),
  c('vpn', 'VPN', /\bvirtual private networks?\b|\bvpn\b/g),
  c(
    'ddos',
    'DDoS protection',
    /\b(?:distributed denial[- ]of[- ]service|ddos|denial[- ]of[- ]service)(?: (?:attack )?(?:protection|mitigation|prevention|defen[cs]e))?\b/g,
  ),
  c('sdlc', 'secure development lifecycle', /\b(?:secure )?(?:software|system) development (?:life ?cycle|process)\b|\bsdlc\b|\bssdlc\b|\bsecure[- ]coding\b/g),
  c('soc2', 'SOC 2', /\bsoc[- ]?2\b|\bssae[- ]?18\b|\bsoc ii\b/g),
  c('soc1', 'SOC 1', /\bsoc[- ]?1\b|\bsoc i\b/g),
  c('soc3', 'SOC 3', /\bsoc[- ]?3\b/g),
  c('iso27001', 'ISO 27001', /\biso(?:\/iec)?[- ]?27001(?::\d{4})?\b/g),
  c('iso27017', 'ISO 27017', /\biso(?:\/iec)?[- ]?27017(?::\d{4})?\b/g),
  c('iso27018', 'ISO 27018', /\biso(?:\/iec)?[- ]?27018(?::\d{4})?\b/g),
  c('iso27701', 'ISO 27701', /\biso(?:\/iec)?[- ]?27701(?::\d{4})?\b/g),
  c(
    'pcidss',
    'PCI DSS',
    /\bpci[- ]?dss\b|\bpci\b|\bpayment card industry\b|\bcardholder data\b|\b(?:credit|debit|payment) card (?:numbers?|data|details|information)\b|\bprimary account numbers?\b/g,
  ),
  c('hipaa', 'HIPAA', /\bhipaa\b|\bhealth insurance portability\b/g),
  c('baa', 'business associate agreement', /\bbusiness associate (?:agreements?|addendum)\b|\bbaa\b/g),
  c('phi', 'protected health information', /\bprotected health information\b|\bphi\b|\bephi\b/g),
  c('pii', 'personal data', /\bpersonally identifiable information\b|\bpii\b|\bpersonal (?:data|information)\b/g),
  c('gdpr', 'GDPR', /\bgeneral data protection regulation\b|\bgdpr\b/g),
  c('ferpa', 'FERPA', /\bferpa\b/g),
  c('fedramp', 'FedRAMP', /\bfedramp\b/g),
  c('txramp', 'TX-RAMP', /\btx[- ]?ramp\b/g),
  c('csastar', 'CSA STAR', /\bcsa star\b|\bstar (?:certification|registry|level)\b/g),
  c('caiq', 'CAIQ', /\bconsensus assessments? initiative questionnaire\b|\bcaiq\b/g),
  c('hecvat', 'HECVAT', /\bhecvat\b/g),
  c('nist', 'NIST', /\bnist\b/g),
  c('vpat', 'VPAT', /\bvoluntary product accessibility templates?\b|\bvpat\b|\baccessibility conformance reports?\b|\bacr\b/g),
  c('wcag', 'WCAG', /\bweb content accessibility guidelines\b|\bwcag\b/g),
  c('a11y', 'accessibility', /\ba11y\b|\baccessib(?:le|ility|ilities)\b|\bassistive technolog(?:y|ies)\b/g),
  c('ir', 'incident response', /\bincident (?:response|handling)(?: plan| team| process| procedures?)?\b|\bcsirt\b|\bcirt\b/g),
  c(
    'bgcheck',
    'background checks',
    /\bbackground (?:checks?|screenings?|investigations?)\b|\bpre-?employment screening\b|\bpersonnel screening\b|\bcriminal (?:record|history) checks?\b/g,
  ),
  // A practice within awareness training, read first: a question about it stays about it (awareness training does
  // not say that phishing is simulated), while evidence of it also speaks of awareness training.
  c('phishsim', 'phishing simulations', phishingSimulations),
  c(
    'awareness',
    'security awareness training',
    either(/\bsecurity awareness(?: training)?(?: program(?:me)?s?)?\b|\bawareness training(?: program(?:me)?s?)?\b/, phishingSimulations),
  ),
  // Required of people ("are required to complete", "must sign", "mandatory for all employees"); not "requirements",
  // nor the "Must" a question opens with, which only asks.
  c('mandatory', 'mandatory', /\b(?:mandatory|compulsory|obligatory|required|requires?)\b|(?<!(?:^|[.?!:;]\s*|\d[.)]\s*))\bmust\b/g),
  // "In the last year" asks whether it was done within the year that a source doing it every year meets.
  c(
    'annual',
    'every year',
    /\b(?:annual(?:ly)?|yearly|every (?:year|twelve months|12 months)|once (?:a|per|each) year|each year|per year|(?:in|within|during|over) the (?:last|past|previous|prior) (?:year|twelve months|12 months))\b/g,
  ),
  c('quarterly', 'every quarter', /\b(?:quarterly|every (?:quarter|three months|3 months)|each quarter|once (?:a|per) quarter|per quarter)\b/g),
  c('monthly', 'every month', /\b(?:monthly|every month|each month|once (?:a|per) month|per month)\b/g),
  c('weekly', 'every week', /\b(?:weekly|every week|each week|once (?:a|per) week|per week)\b/g),
  c('daily', 'every day', /\b(?:daily|every day|each day|once (?:a|per) day|per day|nightly)\b/g),
  c('tier', 'levels', /\b(?:levels?|tiers?)\b/g),
  c('execsummary', 'executive summary', /\b(?:management|executive) summar(?:y|ies)\b|\b(?:attestation|summary) letters?\b|\bletters? of attestation\b/g),
  // Before 'nda': a report shared "under NDA" is shared on request, and the evidence keeps the NDA too.
  c(
    'onrequest',
    'shared on request',
    /\b(?:willing|able|prepared) to (?:share|provide)\b|\b(?:up)?on (?:customer )?request\b|\bunder (?:an? )?(?:nda|non[- ]disclosure agreement|confidentiality agreement)\b/g,
  ),
  c('nda', 'non-disclosure agreement', /\bnon[- ]disclosure agreements?\b|\bconfidentiality agreements?\b|\bnda\b/g),
  c('aup', 'acceptable use', /\bacceptable use(?: policy)?\b|\baup\b/g),
  c(
    'accessreview',
    'access reviews',
    /\baccess (?:reviews?|recertifications?)\b|\buser access review\b|\bentitlement reviews?\b|\b(?:access|access rights|entitlements) (?:is|are) (?:re-?)?(?:reviewed|recertified|revalidated)\b|\b(?:reviews?|revalidation|recertification) of (?:user |privileged |production )?access\b|\baudit(?:s|ing)? (?:of )?(?:user |privileged |administrative |admin |production )?access\b/g,
  ),
  // Before 'thirdparty': a third-party company is a supplier, while a third-party test is an independent one.
  c(
    'supplychain',
    'supply chain',
    /\bsupply[- ]chain\b|\bsuppliers?\b|\bvendor (?:risk )?management\b|\bvendor (?:risk|due diligence|security) (?:programs?|programmes?|assessments?|reviews?)\b|\bthird[- ]party (?:risk )?management\b|\bthird[- ]party (?:companies|vendors|suppliers|providers|service providers|organi[sz]ations)\b/g,
  ),
  // An independent test or assessor is a third party's ("an independent firm", "an independent penetration test").
  c(
    'thirdparty',
    'third party',
    /\b(?:independent )?third[- ]part(?:y|ies)(?:'s)?\b|\b3rd[- ]part(?:y|ies)\b|\bindependent (?:(?:security|audit|assessment|testing) )?(?:firms?|assessors?|auditors?|part(?:y|ies)|testers?|organi[sz]ations?)\b|\bindependent(?= (?:external )?(?:penetration|pen|pentest|security|vulnerability|vulnscan)\b)/g,
  ),
  c('subprocessor', 'subprocessors', /\bsub-?processors?\b|\bsub-?contractors?\b|\bsub-?service organi[sz]ations?\b/g),
  c('singletenant', 'single tenancy', /\bsingle[- ]tenan(?:t|cy)\b|\bdedicated tenan(?:t|cy)\b/g),
  c('multitenant', 'multi-tenancy', /\bmulti[- ]?tenan(?:t|cy)\b|\bshared tenancy\b/g),
  c('datacenter', 'data centre', /\bdata ?cent(?:er|re)s?\b|\bcolocation\b|\bhosting facilit(?:y|ies)\b/g),
  c('cloudaws', 'AWS', /\bamazon web services\b|\baws\b/g),
  c('cloudgcp', 'Google Cloud', /\bgoogle cloud(?: platform)?\b|\bgcp\b/g),
  c('cloudazure', 'Azure', /\bmicrosoft azure\b|\bazure\b/g),
  // After the providers' own tokens: a question naming one provider stays about that provider, while evidence
  // naming any of them also speaks of "a cloud provider".
  c(
    'cloudprovider',
    'cloud provider',
    /\b(?:public |major |hyperscale )?cloud (?:service |hosting |infrastructure |platform )?providers?\b|\bhyperscalers?\b|\biaas providers?\b|\b(?:hosting|infrastructure) (?:service )?providers?\b|\bcloud hosts?\b|\bamazon web services\b|\baws\b|\bgoogle cloud(?: platform)?\b|\bgcp\b|\bmicrosoft azure\b|\bazure\b|\boracle cloud(?: infrastructure)?\b|\bibm cloud\b/g,
  ),
  c('iam', 'identity and access management', /\bidentity (?:and|&) access management\b|\biam\b/g),
  c(
    'secevent',
    'security events',
    /\bsecurity[- ](?:relevant )?events?\b|\bsuspicious (?:activit(?:y|ies)|behaviou?rs?|events?|logins?)\b|\banomalous (?:activit(?:y|ies)|behaviou?rs?)\b|\bmalicious activit(?:y|ies)\b/g,
  ),
  // Before 'logging', whose word it holds: logs kept in one place ("stored in a central location", "centrally collected").
  c(
    'centrallog',
    'centralised logging',
    either(
      /\bcentrali[sz]ed (?:log(?:s|ging)?|log (?:management|collection|storage)|event (?:collection|logging))\b|\bcentrally logged\b|\blog aggregation\b/,
      // Only of logs or events: devices are "centrally managed", documents "stored in a central location".
      /(?<=\b(?:logs?|events?)\b(?: [a-z-]+){0,8} )(?:(?:centrally|are|is|be) )*(?:(?:stored|collected|aggregated|kept|retained|sent|send|forwarded|shipped) )?(?:(?:in|to|into|at) (?:an? |one |the )?(?:central(?:i[sz]ed)?|single) (?:location|repository|store|system|platform|server|place)|centrally)\b/,
    ),
  ),
  c('logging', 'audit logging', /\baudit (?:logs?|logging|trails?|records?)\b|\bsecurity logs?\b|\bevent logs?\b|\blog(?:s|ging)\b/g),
  c('patching', 'patch management', /\bpatch(?:es|ing| management)?\b/g),
  c('ai', 'artificial intelligence', /\bartificial intelligence\b|\bmachine learning\b|\bai\b|\bml\b|\blarge language models?\b|\bllms?\b/g),
  // Before 'sla': a remediation SLA is a deadline for fixing, not an agreement on the service.
  c(
    'timeframe',
    'defined timeframes',
    /\b(?:defined|agreed|set|specific|target|documented|required) (?:time ?frames?|timelines?|deadlines?)\b|\b(?:remediation|patching|fix|resolution) (?:slas?|targets?|timelines?|time ?frames?|deadlines?)\b/g,
  ),
  c('sla', 'service level agreement', /\bservice level agreements?\b|\bsla\b/g),
  c('backup', 'backups', /\bback[- ]?ups?\b|\bbacked up\b|\bsnapshots?\b/g),
  // Control families that frameworks word differently (issue 13: the same control in another framework's words).
  c(
    'sod',
    'separation of duties',
    /\b(?:separation|segregation) of (?:duties|dut(?:y|ies) principle)\b|\bsegregat(?:ed|ion of) (?:privileged )?(?:access )?roles\b/g,
  ),
  c(
    'privaccess',
    'privileged access',
    /\bprivileged (?:access|accounts?|users?|roles?|rights)\b|\badministrat(?:ive|or) (?:access|accounts?|privileges?|rights)\b|\badmin (?:access|accounts?)\b/g,
  ),
  c(
    'disposal',
    'secure data disposal',
    /\bsecure(?:ly)? (?:data )?(?:disposal|disposed|destruction|destroyed|deletion|deleted|wiping|wiped|erasure|erased)\b|\bmedia sanitization\b|\bsaniti[sz](?:e|ed|ation)\b|\bdata destruction\b|\bnist sp 800-88\b|\bdod 5220\.22-m\b|\bcrypto-?shredd?(?:ing)?\b/g,
  ),
  c('changemgmt', 'change management', /\bchange (?:management|control)(?: process(?:es)?)?\b/g),
  // Two ways of hardening, read first: a question about one stays about it, evidence of either is hardening.
  c('goldimage', 'golden images', goldenImages),
  c('cisbench', 'CIS Benchmarks', cisBenchmarks),
  c(
    'hardening',
    'system hardening',
    either(/\bharden(?:ed|ing)\b|\bpre-hardened\b|\bbuild standards?\b|\bsecur(?:e|ity) (?:configuration )?baselines?\b/, goldenImages, cisBenchmarks),
  ),
  c('fips', 'FIPS 140 validated cryptography', /\bfips(?: pub)?(?: 140-?[23])?\b|\bcryptographic (?:modules|libraries) certified\b/g),
  c(
    'breachnotify',
    'breach notification',
    /\bbreach notifications?\b|\bnotif(?:y|ied|ication)\b(?: [a-z-]+){0,7}? (?:of |about |in |by )?(?:an? |the )?(?:(?:data|security) )?(?:breach(?:es)?|security incidents?)\b|\baffected (?:customers|users|individuals|parties|data subjects) (?:are|will be|must be) notified\b/g,
  ),
  c(
    'dataexport',
    'data export',
    /\bexport (?:of )?(?:their |your |all )?data\b|\bextract (?:a )?(?:full or partial )?data\b|\bretrieve (?:their|its|your) data\b|\bdata portability\b/g,
  ),
  // An outside party's evaluation of the security controls, by whatever name: "a third-party security assessment",
  // "independent security audits" (after 'thirdparty', whose token it reads).
  c(
    'extassess',
    'independent security assessment',
    /(?<=\b(?:thirdparty|external|independent) (?:(?:third[- ]party|independent|external) )?)security (?:assessments?|audits?|evaluations?|reviews?)\b/g,
  ),
  c(
    'riskassess',
    'risk assessment',
    /\brisk (?:assessments?|analys[ie]s)\b|\bidentif(?:y|ied) (?:areas of )?risks?\b|\benterprise risk management\b|\brisks (?:are|were|is) (?:identified|assessed|analy[sz]ed|evaluated)\b/g,
  ),
  c('envcontrol', 'environmental controls', /\benvironmental control(?:s| systems?)?\b|\bfire[- ]suppression\b|\bcooling\b/g),
  c(
    'datalocation',
    'data location',
    /\bgeographic(?:al)? (?:region|location)s?\b|\bdata[- ](?:residency|localization|locality)\b|\bphysical (?:data )?locations?\b|\bregions? (?:where|in which) (?:[a-z]+ ){0,2}data (?:is|are|will be) (?:stored|hosted|kept|located)\b/g,
  ),
  // A second region or site is a separate one: "a DR site in another region" is met by "restored in the second region".
  c(
    'georedundant',
    'geographically separate sites',
    /\bgeographically (?:diverse|separate[d]?|dispersed|distributed)\b|\breasonable minimum distance\b|\b(?:another|a second|second|secondary|alternate) (?:aws |cloud |hosting )?(?:region|site)s?\b/g,
  ),
  c('internalaudit', 'internal audit', /\binternal (?:audits?|assessments?)\b/g),
  c(
    'remotework',
    'remote work',
    /\bwork(?:ing)? remotely\b|\bremote (?:work(?:ing|ers)?|sites?|locations?)\b|\bwork(?:ing)? from home\b|\btelework(?:ing)?\b/g,
  ),
  c(
    'remotewipe',
    'remote wipe',
    /\bremote(?:ly)?[- ](?:wip(?:e|ed|es|ing|eable)|eras(?:e|ed|ure)|(?:company )?(?:data )?delet(?:e|ed|ion))\b|\bwip(?:e|ed) remotely\b/g,
  ),
  c(
    'release',
    'release to production',
    // "Deploy" alone is a filler ("we deploy a WAF"); deploying code, or from somewhere, is releasing it.
    /\breleas(?:e|es|ed|ing)\b|\bdeployments?\b|\bgo[- ]live\b|\bdeploy(?:s|ed|ing)? (?:(?:code|changes|it|them) )?(?:to|in|into) production\b|\bdeploy(?:s|ed|ing)? (?:code|changes|(?:directly )?from)\b/g,
  ),
  c('oncall', 'on-call', /\bon[- ]call(?: (?:rotations?|schedules?|rosters?|coverage))?\b/g),
  c('allhours', 'around the clock', /\b24\s?(?:\/|x|×)\s?7(?:\s?(?:\/|x|×)\s?365)?\b|\b(?:a)?round[- ]the[- ]clock\b|\b24 hours a day(?:,? 7 days a week)?\b/g),
  // Customer data handed back: returned, exported or retrieved by the customer.
  c(
    'datareturn',
    'return of customer data',
    /\breturn(?:s|ed|ing)? (?:of )?(?:all )?(?:the )?(?:(?:customer|client|institution(?:al)?|tenant)'?s? )?data\b|\bdata (?:(?:will|would|can|shall) )?(?:be |is |are )?returned\b|\b(?:export|retrieve|download)(?:s|ed|ing)? (?:all )?(?:of )?(?:(?:their|your|its|the|customer|client|tenant) )?data\b|\bdata (?:export|portability|retrieval)\b/g,
  ),
  // The end of the customer's contract, read before an employee's end of contract (offboarding).
  c(
    'contractend',
    'end of the contract',
    /\b(?:completion|termination|expiration|expiry|end|close) of (?:the |this |our |your |a |any |each )?(?:(?:customer|master|service|subscription|client) )?(?:contracts?|agreements?|engagements?|subscriptions?)\b|\b(?:termination|expiration|expiry) or (?:termination|expiration|expiry) of (?:the |this )?(?:(?:customer|master|service|subscription|client) )?(?:contracts?|agreements?)\b|\bcontract (?:termination|expiration|expiry|end)\b/g,
  ),
  c(
    'offboarding',
    'offboarding of leavers',
    /\boff-?boarding\b|\bleavers?\b|\b(?:employees?|staff|people|users|personnel|workers|contractors)\s+(?:who|that)\s+(?:leave|have\s+left|depart)\b|\bterminated\s+(?:employees?|users?|staff|personnel|workers|contractors)\b|\b(?:termination|end)\s+of\s+(?:employment|contract)\b|\bchanges?\s+(?:in|of)\s+employment\b|\bdeparting\s+(?:employees?|staff)\b|\b(?:leaves?|leaving|left) the (?:company|organi[sz]ation|business)\b|\b(?:employees?|staff(?: members?)?|personnel|workers?|contractors?)\s+(?:leaves?|departs?|exits?|(?:is|are)\s+terminated)\b|\b(?:upon|on|at|after) (?:(?:role change|transfer) (?:or|and) )?termination\b/g,
  ),
  // Access taken away, in whichever verb: "access is revoked", "access of leavers is removed", "accounts deprovisioned".
  // "Access" and its verb become the token each, so that the words between them (who leaves) stay.
  c(
    'revokeaccess',
    'access revocation',
    new RegExp(
      [
        String.raw`\baccess\b(?=${accessTaken})`,
        String.raw`(?<=\baccess\b${accessTakenVerbBefore})(?:revoked|removed|disabled|deprovisioned|withdrawn)\b`,
        String.raw`\b(?:revok(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|disabl(?:e|es|ed|ing)|deprovision(?:s|ed|ing)?|withdraw(?:s|n|ing)?) (?:(?:their|the|all|user|users'|system|any|its|of) ){0,2}access\b`,
        String.raw`\baccess (?:revocation|removal|deprovisioning)\b|\bdeprovisioning\b`,
      ].join('|'),
      'g',
    ),
  ),
  // Static and dynamic testing are two practices: a source that runs one says nothing of the other.
  c('sast', 'static application security testing', /\bstatic (?:code |source code )?analysis\b|\bsast\b|\bstatic application security testing\b/g),
  c('dast', 'dynamic application security testing', /\bdast\b|\bdynamic application security testing\b|\bdynamic (?:application )?scan(?:s|ning)?\b/g),
  c('dpa', 'data processing agreement', /\bdata processing (?:agreements?|addend(?:um|a))\b|\bdpas?\b/g),
  c(
    'assetinventory',
    'asset inventory',
    /\basset (?:inventor(?:y|ies)|registers?|registry|lists?)\b|\binventor(?:y|ies) of (?:all )?(?:[a-z-]+ ){0,2}assets\b|\bassets (?:[a-z-]+ ){0,5}(?:in|within|into|on) (?:an?|the|our|their) (?:[a-z-]+ ){0,2}inventor(?:y|ies)\b|\bcmdb\b|\bconfiguration management database\b/g,
  ),
  c(
    'sessiontimeout',
    'session timeout',
    /\b(?:session|idle|inactivity) time-?outs?\b|\bautomatic(?:ally)? log(?:ged)?[- ]?(?:out|off)\b|\bsessions? (?:expire|expiry|expiration)\b/g,
  ),
  c(
    'timesync',
    'time synchronisation',
    /\b(?:time|clocks?) (?:are )?synchroni[sz](?:ation|ed|e)\b|\bntp\b|\bnetwork time protocol\b|\btime-synchroni[sz]ed\b/g,
  ),
  c(
    'lockout',
    'account lockout',
    /\baccount lock-?outs?\b|\block(?:ed|s)? out after\b|\b(?:failed|unsuccessful|invalid) (?:login|log-in|sign-in|logon|authentication) attempts\b/g,
  ),
  c(
    'privacynotice',
    'privacy notice',
    /\bprivacy (?:policy|policies|notices?|statements?)\b|\b(?:privacy (?:and|&) )?data protection (?:policy|policies|notices?)\b/g,
  ),
  c('dataclass', 'data classification', /\b(?:data|information|asset) classification\b|\bclassification of (?:data|information|assets)\b/g),
  c('threatintel', 'threat intelligence', /\bthreat intel(?:ligence)?(?: feeds?)?\b|\bthreat feeds?\b/g),
  c('redundancy', 'redundancy and high availability', /\bhigh(?:ly)?[- ]availab(?:le|ility)\b|\bredundan(?:t|cy|cies)\b|\bfail-?over\b/g),
  c(
    'perimeter',
    'physical security perimeter',
    /\bphysical (?:security )?(?:perimeters?|barriers?)\b|\bsecure areas?\b|\bbadge(?:d)? access\b|\bbadge readers?\b/g,
  ),
  c(
    'passwordpolicy',
    'password requirements',
    /\bpassword(?:\/passphrase)? (?:complexity|length|strength|requirements?|policy|policies|rules)\b|\bstrong passwords?(?: policies| policy)?\b|\bcomplex passwords?\b/g,
  ),
  c('retention', 'retention period', retentionPattern()),
  // Working to a standard, said in any of its verbs ("conform with", "adhere to", "aligned with", "based on"), when a standard follows.
  c(
    'conformstd',
    'conformance to a standard',
    /\b(?:conform(?:s|ed|ing|ance|ity)?|adher(?:e|es|ed|ing|ence)|align(?:s|ed|ment)?|based|built|modell?ed|follow(?:s|ed|ing)?) (?:with|to|on|upon|after)\b(?=(?: [a-z0-9'-]+){0,4}? (?:standards?|frameworks?|iso|nist|cis|owasp|guidelines|best practices|benchmarks?)\b)/g,
  ),
  c('contract', 'contract terms', /\bcontract(?:s|ual|ually)?\b|\b(?:service|customer|master|client) agreements?\b|\bterms of service\b/g),
  // "Conduct" is a wrapper word elsewhere ("Do you conduct…"): the phrase keeps its meaning.
  c('conductcode', 'code of conduct', /\bcodes? of (?:business )?(?:conduct|ethics)\b|\b(?:business )?ethics (?:code|policy)\b/g),
  c('justintime', 'just-in-time access', /\bjust[- ]in[- ]time\b|\bjit (?:access|elevation|provisioning)\b/g),
  c(
    'codereview',
    'code review',
    /\b(?:peer |source )?code reviews?\b|\bpeer[- ]review(?:ed)?\b|\bpull requests? reviews?\b|\b(?:code|code changes?|pull requests?|merge requests?) (?:is|are) (?:peer[- ])?reviewed\b|\breviewed by (?:a |an )?(?:second|another|other|peer|independent) (?:engineers?|developers?|reviewers?)\b/g,
  ),
  c(
    'newhire',
    'new hires',
    /\bnew hires?\b|\bnewly hired\b|\b(?:prior to|before) (?:their |the )?(?:start(?:ing)?(?: date)?|employment|hire|hiring|joining|first day(?: of (?:work|employment))?)\b|\bpre-?employment\b|\b(?:at|upon|on) hire\b|\b(?:during|as part of|in) the (?:hiring|recruit(?:ment|ing)) process\b/g,
  ),
  // After the asset inventory, which holds "configuration management database".
  c(
    'configmgmt',
    'configuration management',
    /\bconfiguration management\b|\bmanag(?:e|es|ed|ing) (?:the )?configurations?\b|\binfrastructure[- ]as[- ]code\b|\bdefined (?:as|in) code\b|\biac\b/g,
  ),
  // Last: phrases of other concepts hold these words ("remote workers", "terminated employees").
  c(
    'ciso',
    'chief information security officer',
    either(
      /\bchief (?:information )?security officer\b|\bciso\b|\b(?:information )?security officer\b|\bhead of (?:information )?security\b/,
      // Someone named as owner of security ("selected an individual or team to be responsible for the security program").
      /\b(?:(?:selected|designated|appointed|assigned|named) )?(?:an? )?(?:individual|person|team|group|function|role)s?(?: (?:or|and) (?:an? )?(?:individual|person|team|group)s?)? (?:to be |who (?:is|are) |that (?:is|are) )?(?:formally )?(?:responsible|accountable) for (?:managing |overseeing |leading |running )?(?:the |your |our |its )?(?:information )?security\b/,
    ),
  ),
  c('workforce', 'employees', /\b(?:employees?|workforce|staff(?: members)?|personnel|workers?|team members)\b/g),
  // A cipher's key length: AES-256 is not AES-128 (exclusive.ts).
  c('aes256', 'AES-256', /\baes[- ]?256(?:[- ]bit)?\b|\b256[- ]bit aes\b/g),
  c('aes192', 'AES-192', /\baes[- ]?192(?:[- ]bit)?\b|\b192[- ]bit aes\b/g),
  c('aes128', 'AES-128', /\baes[- ]?128(?:[- ]bit)?\b|\b128[- ]bit aes\b/g),
  // Where data is: a region named in a question is met only by the same region (exclusive.ts). A legal framework
  // named after regions ("the EU-U.S. Data Privacy Framework", "the EU Standard Contractual Clauses") places nothing.
  c(
    'regionus',
    'the United States',
    /\bunited states(?: of america)?\b|\busa\b|(?<![-–])\bu\.s\.(?:a\.)?(?=\s|$)|\b(?:the|in|within) us\b|\bus-(?:east|west|central|gov)\d*\b|\b(?:n\. )?virginia\b|\boregon\b|\bohio\b/g,
  ),
  c(
    'regioneu',
    'the European Union',
    /\beuropean (?:union|economic area)\b|\beurope\b|\b(?:the|in|within) eu\b(?![-–]u\.?s|\s+(?:standard|model|sccs?\b|gdpr\b|data privacy))|\beu-(?:west|central|north|south)\d*\b|\beea\b|\bfrankfurt\b|\bdublin\b|\bireland\b|\bgermany\b|\bparis\b|\bfrance\b|\bamsterdam\b|\bnetherlands\b|\bstockholm\b|\bmilan\b/g,
  ),
  c('regionuk', 'the United Kingdom', /\bunited kingdom\b|\b(?:the|in|within) uk\b|\bgreat britain\b|\blondon\b|\beu-west-2\b/g),
  c('regionca', 'Canada', /\bcanada\b|\bcanadian\b|\bca-central\b|\bmontreal\b|\btoronto\b/g),
  c('regionau', 'Australia', /\baustralia\b|\baustralian\b|\bsydney\b|\bmelbourne\b|\bap-southeast-2\b/g),
];

/** Words of questionnaire boilerplate: they say nothing about the topic, so they never decide a match. */
export const fillerWords = new Set(
  (
    'a an the and or but if then else of to in on at by for with from into onto over under as is are was were be been being am ' +
    'do does did done doing have has had having will would shall should can could may might must ' +
    'you your yours yourself we our ours us they their them it its this that these those there here ' +
    'i me my he she his her who whom whose which what when where why how ' +
    'not no nor any all each every some such other own same so than too very just also only both either neither ' +
    'please provide give gives giving describe explain detail details list specify indicate state confirm include including includes included ' +
    'e g eg i e ie etc yes n a na per via within without about above below between through during before after prior across against ' +
    'company organization organisation organizations vendor vendors institution institutions institutional customer customers client clients ' +
    'currently current implemented implement place exist exists existing ensure ensures ensured enforce enforces enforced enforcing ' +
    'one two three more most less least many much following ' +
    'potential potentially actual actually possible possibly appropriate appropriately relevant applicable necessary ' +
    'adequate adequately sufficient generally overall certain various particular specific specifically given able ' +
    'capability capabilities ability abilities mechanism mechanisms functionality option options basis need needs involve involves involved involving ' +
    'hold holds possess possesses bound make makes sure scoped ' +
    'perform performed performs conduct conducted conducts maintain maintained maintains utilize utilizes utilized employ employs employed ' +
    'part keep keeps kept deploy deploys deployed deploying receive receives received receiving use uses used using available accommodate accommodates ' +
    // Contractions lose their apostrophe on the way in; whether a sentence denies is read from its words (negationCues).
    'dont doesnt didnt isnt arent wasnt werent wont cant cannot couldnt shouldnt wouldnt hasnt havent hadnt'
  ).split(/\s+/),
);

/** Cues that a sentence denies what it talks about. */
export const negationCues =
  /\b(?:not|no|never|none|neither|nor|cannot|can't|won't|don't|doesn't|isn't|aren't|wasn't|weren't|hasn't|haven't|didn't|unable|unsupported|prohibited|disallowed|without)\b/;

/** Words that say how often something happens (for "how often" questions). */
export const frequencyCues =
  /\b(?:annual(?:ly)?|yearly|every (?:year|month|quarter|week|day|\d+ (?:days|weeks|months|years|hours))|quarterly|monthly|weekly|daily|hourly|continuous(?:ly)?|real[- ]time|at least (?:once|annually|quarterly|monthly|weekly|every)|semi-?annual(?:ly)?|bi-?annual(?:ly)?|twice a year|once a year|per year|per quarter|on an? (?:annual|quarterly|monthly|weekly|daily|regular|ongoing) basis)\b/i;

/** Adverse events: whether they happened is a disclosure a person makes, not something a policy proves. */
export const adverseEvents =
  /\b(?:breach(?:es)?|incidents?|disruptions?|outages?|downtime|exceptions?|findings?|lawsuits?|litigation|fines?|penalt(?:y|ies)|violations?|compromised?|data loss|leaks?|investigations?|sanctions?|complaints?|deficienc(?:y|ies)|qualified opinion)\b/i;

/**
 * Items whose current state is a disclosure: open vulnerabilities, unresolved findings, pending litigation
 * ("open critical vulnerabilities", "findings that remain unresolved").
 */
const openState = String.raw`(?:open|outstanding|unresolved|unremediated|unpatched|pending|ongoing)`;
const openItems = String.raw`(?:vulnerabilit(?:y|ies)|findings?|issues|exceptions?|incidents?|breach(?:es)?|litigation|lawsuits?|claims|deficienc(?:y|ies)|investigations?|complaints?|violations?)`;
export const openStateItems = new RegExp(
  String.raw`\b${openState}\s+(?:[a-z-]+\s+){0,2}${openItems}\b|\b${openItems}\s+(?:that\s+)?(?:are|is|remain|remains|still)\s+(?:currently\s+|still\s+)?${openState}\b`,
);

/** Asks whether there are any (or how many): "Are there any…", "Do you have any…", "How many…". */
export const existenceQuestion =
  /\b(?:are there|is there|have there been|has there been|do you (?:currently )?have|does (?:your|the) (?:company|organi[sz]ation|product|service) (?:currently )?have)\s+(?:any|currently)\b|\bhow many\b/;

/** "How many incidents / breaches / findings…": a count of adverse events that no policy states. */
export const adverseCount = new RegExp(String.raw`\bhow many\s+(?:[a-z-]+\s+){0,2}` + adverseEvents.source, 'i');

/** A concept's pattern source, for building other patterns on it. */
export const conceptSource = (token: string) => concepts.find((x) => x.token === token)!.pattern.source;
