/**
 * A sentence that reports a flaw found in a test or an audit ("A document-retrieval API endpoint did not fully
 * validate tenant ownership…", "One high-severity issue was identified"): it tells what went wrong, so it is
 * poor evidence that a control is in place, and a poor explanation of one.
 */
const flawReport =
  /\b(?:(?:was|were|could be|can be) exploited|exploitation (?:required|was|of (?:this|the) (?:issue|finding|vulnerability))|insecure direct object|idor|sql injection|cross[- ]site (?:scripting|request forgery)|xss|csrf|privilege escalation|(?:issues?|findings?|vulnerabilit(?:y|ies)|weakness(?:es)?|exceptions?|deficienc(?:y|ies)) (?:was|were|has been|have been) (?:identified|found|noted|observed|discovered|reported)|did not (?:fully |properly |adequately |consistently )?(?:validate|enforce|check|restrict|sanitize|sanitise|verify|authenticate|authorize|authorise))\b/i;

/** The question asks about flaws themselves (findings, vulnerabilities, exceptions): a report of one is on the point. */
const asksAboutFlaws = /\b(?:exploit|vulnerab|finding|exception|issues?\b|weakness|idor|injection|xss|csrf|flaw|deficienc|remediat)/i;

export function reportsFlaw(sentence: string, question: string): boolean {
  return flawReport.test(sentence) && !asksAboutFlaws.test(question);
}
