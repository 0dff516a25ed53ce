/** docs/languages.md#messages: a farm's screen. */
export const farms = {
  irs: 'Instruction registers',
  noIrs: 'No IR from this farm yet.',
};
