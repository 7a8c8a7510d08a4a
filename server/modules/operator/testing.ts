/** For tests: the fields the operator's page puts in the decision forms of one connection (its form token and the submission shown). */
export function decisionFields(page: string, connectionId: string): { csrf: string; submitted: string } {
  const form = new RegExp(`action="/operator/sso/[^/"]+/${connectionId}/activate">([^]*?)</form>`).exec(page)?.[1] ?? '';
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
  return { csrf: field('csrf'), submitted: field('submitted') };
}
