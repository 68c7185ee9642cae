"""What Napoleon and Rettler share: chapter 6's variants written once, and the rule pieces both games use."""
