import { Avatar } from '@mantine/core';
import type { Certification } from '@shared/contracts/certifications';
import { AuthImage } from '@web/ui/AuthImage';

/** The certification's uploaded logo, else its standard badge, else its initials. */
export function CertLogo({ cert, size = 40 }: { cert: Pick<Certification, 'name' | 'logo' | 'standard_logo'>; size?: number }) {
  if (cert.logo) return <AuthImage src={cert.logo.url} alt={`${cert.name} logo`} w={size} h={size} fit="contain" radius="sm" />;
  if (cert.standard_logo)
    return <AuthImage authorized={false} src={cert.standard_logo.url} alt={`${cert.standard_logo.name} logo`} w={size} h={size} fit="contain" />;
  const initials = cert.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <Avatar size={size} radius="md" color="brand" variant="light">
      {initials}
    </Avatar>
  );
}
