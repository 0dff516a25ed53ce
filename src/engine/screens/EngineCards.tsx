import { Fragment } from 'react';
import { SimpleList } from 'react-admin';
import type { AnyResource } from '../defineResource';
import { columnInput } from './columnInput';
import { EngineField } from './EngineField';
import { fieldLabel } from './fieldLabel';

// A card shows the first column large and the next few under it; more would wrap on a phone.
const SECONDARY_COLUMNS = 3;

/**
 * docs/screens.md#small-screens: the generated list on a phone, one card a record, drawn by the
 * same fields as the table's columns.
 * @example <EngineCards definition={species} rowClick="edit" />
 */
export function EngineCards({
  definition,
  rowClick,
}: {
  definition: AnyResource;
  rowClick: 'edit' | 'show';
}) {
  const field = (name: string) => (
    <EngineField
      source={name}
      label={fieldLabel(definition, name)}
      input={columnInput(definition, name)}
      sortable={false}
    />
  );
  const [first, ...rest] = definition.list.columns as readonly string[];
  const secondary = rest.slice(0, SECONDARY_COLUMNS);
  return (
    <SimpleList
      primaryText={first ? field(first) : undefined}
      secondaryText={
        <>
          {secondary.map((name, index) => (
            <Fragment key={name}>
              {index > 0 ? ' · ' : null}
              {field(name)}
            </Fragment>
          ))}
        </>
      }
      rowClick={rowClick}
    />
  );
}
