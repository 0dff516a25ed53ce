import Box from '@mui/material/Box';
import { clients } from '../definition';
import { EngineEdit } from '../../../engine/screens/EngineForm';
import { ClientStatementButton } from './ClientStatementButton';

/** `/clients/{id}`: staff and outfitters edit the client, their statement beside the form (docs/invoices.md#in-the-app). */
export const ClientEdit = () => (
  <EngineEdit
    definition={clients}
    aside={
      <Box sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 } }}>
        <ClientStatementButton />
      </Box>
    }
  />
);
