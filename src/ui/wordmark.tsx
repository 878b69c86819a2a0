/**
 * The brand's wordmark (header and login drawer): the name of the brand the configured theme or
 * company stands for (src/ui/theme.ts), drawn in the theme's primary colour and lettering (themes.css).
 */
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { brandOf, type BrandTheme } from './theme';

const brandNames: Record<BrandTheme, string> = {
  websupport: 'layout.brand.websupport',
  active24: 'layout.brand.active24',
  loopia: 'layout.brand.loopia',
};

export function Wordmark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const brand = brandOf(config);
  return (
    <span className={className ? `wordmark ${className}` : 'wordmark'} data-brand={brand}>
      {t(brandNames[brand])}
    </span>
  );
}
