import { AI_KEY_MESSAGES, errorText, type OpenaiKeyStatus } from '@potluck/api';
import { Button, Card, ErrorState, Skeleton, useToast } from '@potluck/ui';
import { PlugZap } from 'lucide-react';
import { useState } from 'react';
import { useAiKeyStatus } from '../../ai/api/use-ai-key-status';
import { useTestAiKey } from '../../ai/api/use-test-ai-key';
import { useUpdateAiKey, type AiKeyChange } from '../../ai/api/use-update-ai-key';
import * as adminStyles from './admin.css';
import { AiKeyForm } from './ai-key-form';
import { AiKeyStatusList } from './ai-key-status-list';
import * as styles from './ai-provider.css';

export interface AiProviderCardViewProps {
  /** GET /admin/openai-key/status; undefined while it loads. */
  status: OpenaiKeyStatus | undefined;
  /** The status could not be loaded. */
  statusError?: string | null;
  onRetry?: () => void;
  onSave: (change: AiKeyChange) => Promise<{ message: string }>;
  onTest: () => Promise<{ success: boolean; message: string }>;
}

/** System Settings → AI provider: the key's status, the form to change it and a connection test. */
export function AiProviderCardView({ status, statusError, onRetry, onSave, onTest }: AiProviderCardViewProps) {
  const { toast } = useToast();
  const [testing, setTesting] = useState(false);

  const test = async () => {
    setTesting(true);
    try {
      const result = await onTest();
      // The request worked either way; whether the key works is in the message and the status above.
      const description = result.message === AI_KEY_MESSAGES.testCompleted ? undefined : result.message;
      toast({ variant: result.success ? 'success' : 'error', title: AI_KEY_MESSAGES.testCompleted, description });
    } catch (e) {
      toast({ variant: 'error', title: AI_KEY_MESSAGES.testFailed, description: errorText(e, 'Please try again.') });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-key-heading" className={styles.body}>
        <h2 id="ai-key-heading" className={adminStyles.cardTitle}>
          AI provider
        </h2>
        {statusError && !status ? (
          <ErrorState
            title="The key status could not be loaded"
            message={statusError}
            onRetry={onRetry}
            headingLevel="h3"
          />
        ) : !status ? (
          <div role="status" aria-busy="true" aria-label="Loading the AI provider key status">
            <Skeleton height={20} width="70%" />
          </div>
        ) : (
          <>
            <AiKeyStatusList status={status} />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                iconStart={<PlugZap size={18} />}
                loading={testing}
                disabled={!status.configured}
                onClick={() => void test()}
              >
                Test connection
              </Button>
            </div>
          </>
        )}
        <AiKeyForm onSave={onSave} onSaved={(message) => toast({ variant: 'success', title: message })} />
      </section>
    </Card>
  );
}

/** The AI provider card connected to the admin key calls. */
export function AiProviderCard() {
  const { data, error, mutate } = useAiKeyStatus();
  const update = useUpdateAiKey();
  const test = useTestAiKey();
  return (
    <AiProviderCardView
      status={data}
      statusError={error ? errorText(error, 'Please try again.') : null}
      onRetry={() => void mutate()}
      onSave={update}
      onTest={test}
    />
  );
}
