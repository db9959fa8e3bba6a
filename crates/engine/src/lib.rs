//! Horyu's Duel Masters rules engine.
