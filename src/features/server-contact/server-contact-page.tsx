/**
 * The dedicated-server, monitoring and management contact form routes (spec §2), each needing a
 * uuid in the URL. The form itself is issue 7.
 */
import { useTranslation } from 'react-i18next';

export default function ServerContactPage({
  variant,
  uuid,
}: {
  variant: 'server' | 'monitoring' | 'management';
  uuid: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="page page--server-contact" aria-labelledby="server-contact-title" data-uuid={uuid}>
      <h1 id="server-contact-title">{t(`server_form.title.${variant}`)}</h1>
    </section>
  );
}
