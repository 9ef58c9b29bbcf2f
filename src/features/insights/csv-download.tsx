import { useState } from 'react';
import { insightsCsvFileName, type InsightsQuery } from '@contract/insights';
import { useLazyGetInsightsCsvQuery } from '@/api/insights.api';
import { Button } from '@/components/ui/button';
import { ErrorText } from './insights.styles';
import { INSIGHTS_TEXTS } from './insights.texts';

const texts = INSIGHTS_TEXTS.csv;

/** Hands `text` to the browser as a file download. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Fetches the period's order lines with the owner's token, then saves them as a CSV file. */
export function CsvDownload({ period }: { period: InsightsQuery }) {
  const [fetchCsv, { isFetching }] = useLazyGetInsightsCsvQuery();
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setFailed(false);
    try {
      saveFile(await fetchCsv(period).unwrap(), insightsCsvFileName(period));
    } catch {
      setFailed(true);
    }
  };

  return (
    <div>
      <Button type="button" $variant="outline" onClick={download} disabled={isFetching}>
        {isFetching ? texts.downloading : texts.download}
      </Button>
      {failed && <ErrorText role="alert">{texts.failed}</ErrorText>}
    </div>
  );
}
