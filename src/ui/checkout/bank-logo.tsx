/**
 * A bank's logo in the payment step (spec §2 "Banking shows bank logos"). Logos are brand assets the
 * provider serves, so the image comes from the configured asset host (`assetUrl`, spec §3) at
 * `images/banks/{id}.svg` (decision 021). The bank's name is always written beside it, so the image
 * is decorative (empty alt); one that does not load is removed instead of showing a broken image.
 */
import { useState } from 'react';
import { useServices } from '../../app/services';

export function bankLogoUrl(assetUrl: string, bankId: string): string {
  const base = assetUrl.endsWith('/') ? assetUrl : `${assetUrl}/`;
  return `${base}images/banks/${encodeURIComponent(bankId)}.svg`;
}

export function BankLogo({ bankId }: { bankId: string }) {
  const { config } = useServices();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="payment-bank__logo"
      src={bankLogoUrl(config.assetUrl, bankId)}
      alt=""
      width={32}
      height={20}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
