import { messages } from '@cuidar/domain/messages';
import { dataExportCopy } from '@cuidar/domain/messages/screens/account-settings';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDownloadPersonalData } from '../api/download-export';

/** 'Baixar meus dados' (LGPD): one zip with everything the platform keeps about the person. */
export function DataExportCard() {
  const c = dataExportCopy;
  const download = useDownloadPersonalData();
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(messages.settings.exportReady),
      onError: (error) => toast.error(errorMessage(error, messages.settings.exportFailed)),
    });
  return (
    <Card role="region" aria-labelledby="meus-dados-titulo">
      <CardHeader>
        <CardTitle id="meus-dados-titulo">{c.title}</CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onDownload} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? (
            <Spinner label={c.preparing} />
          ) : (
            <>
              <Download aria-hidden="true" className="size-5" />
              {c.button}
            </>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
