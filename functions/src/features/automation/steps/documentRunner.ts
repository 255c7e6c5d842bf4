import type { DocumentStepConfig } from '@colmena/shared/automation/steps';
import type { StepRunner } from './StepRunner';

/**
 * `document`: the document command the action names, sent as the automation (checked, logged
 * and replayable like any other); the output is the command's result (`{FireId, …}`).
 */
export const documentRunner: StepRunner<DocumentStepConfig> = {
  kind: 'document',
  async run(config, { services, log }) {
    const [type, payload] = commandOf(config);
    log(`${type} ${config.collection}${'docId' in config && config.docId ? `/${config.docId}` : ''}`);
    return services.command(type, payload);
  },
};

function commandOf(config: DocumentStepConfig): [string, unknown] {
  switch (config.action) {
    case 'create':
      return [
        'document.create',
        {
          collection: config.collection,
          data: config.data,
          ...(config.docId ? { docId: config.docId } : {}),
        },
      ];
    case 'update':
      return [
        'document.merge',
        {
          collection: config.collection,
          docId: config.docId,
          data: config.data,
          ...(config.remove?.length ? { remove: config.remove } : {}),
        },
      ];
    case 'delete':
      return ['document.delete', { collection: config.collection, docId: config.docId }];
    case 'move':
      return ['document.move', { collection: config.collection, docId: config.docId, to: config.to }];
  }
}
