import { addFieldLabels } from './field-labels';
import { MORE_FIELD_LABELS } from './field-labels-more';

// The shared package's tests: every field's label, as the server and the member and console pages have them.
addFieldLabels(MORE_FIELD_LABELS);
