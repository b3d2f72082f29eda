import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pagesTexts } from '@estatekey/domain';

import { equalColumns } from '../../../components/ui/equal-columns';

export function WhatWeOfferSection() {
  return (
    <Container component="section" aria-labelledby="what-we-offer-title" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography id="what-we-offer-title" variant="h2" align="center" sx={{ mb: { xs: 4, md: 6 } }}>
        {pagesTexts.whatWeOffer}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: equalColumns({ md: 3 }), gap: 3 }}>
        {pagesTexts.offers.map((offer) => (
          <Card key={offer.title}>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {offer.title}
              </Typography>
              <Typography color="text.secondary">{offer.body}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
